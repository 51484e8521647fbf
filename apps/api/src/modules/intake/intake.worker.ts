import type { Logger } from '../../lib/logger';
import { dueDeliveries, processDelivery, type IntakeSettings } from './intake.deliveries';
import { reconcileMetaPages } from './meta-reconcile';

export const INTAKE_WORKER_INTERVAL_MS = 30_000;

/**
 * One pass: every delivery due for another try (or left pending by a stopped instance), in turn;
 * then the Facebook pages due for their daily read-through. Answers how many deliveries it retried.
 */
export async function intakeWorkerTick(settings: IntakeSettings, now = new Date()): Promise<number> {
  const due = await dueDeliveries(now);
  for (const id of due) await processDelivery(id, settings, now);
  await reconcileMetaPages(settings, now);
  return due.length;
}

/**
 * Retries failed deliveries with back-off, on every instance: each delivery is claimed by one
 * conditional update (processDelivery), so two instances never make two leads of it.
 */
export function startIntakeWorker(settings: IntakeSettings, logger: Logger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    intakeWorkerTick(settings)
      .catch((err: unknown) => logger.error({ err }, 'Lead intake retries failed'))
      .finally(() => {
        running = false;
      });
  }, INTAKE_WORKER_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
