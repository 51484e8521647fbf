import type { contract } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { RouteModule } from '../../core/route-module';
import { pingDb } from '../../db/connect';

/**
 * An unreachable database would hold the ping for the driver's server selection (10 s), longer than
 * a probe waits: past this, readiness answers its 503 itself.
 */
const READY_PING_TIMEOUT_MS = 3_000;

function pingWithin(ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), ms);
  });
  return Promise.race([pingDb(), timeout]).finally(() => clearTimeout(timer));
}

export const healthRoutes: RouteModule<typeof contract.health> = () => ({
  // Liveness touches nothing outside the process: a database outage must not get it restarted.
  health: () => ({ status: 'ok' as const }),
  ready: async () => {
    try {
      await pingWithin(READY_PING_TIMEOUT_MS);
    } catch {
      throw new AppError('DB_DOWN', 'Database unavailable');
    }
    return { status: 'ok' as const, db: 'up' as const };
  },
});
