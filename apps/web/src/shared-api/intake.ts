import { queryRoots } from '../lib/query-keys';
import type { QueryOf } from './request-types';
import type { contract } from '@crm/contracts/routes';

export type IntakeDeliveriesQuery = QueryOf<typeof contract.intake.listDeliveries>;

/** Every lead-intake query key (features/intake/api/ reads and writes them). */
export const intakeKeys = {
  all: queryRoots.intake,
  sources: () => [...queryRoots.intake, 'sources'] as const,
  deliveries: () => [...queryRoots.intake, 'deliveries'] as const,
  deliveryPage: (query: IntakeDeliveriesQuery) => [...intakeKeys.deliveries(), query] as const,
};

/** How often the open Lead sources screen asks again (its counts, token problems, the log). */
export const INTAKE_REFRESH_MS = 30_000;
