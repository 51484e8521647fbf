import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../lib/api-client';
import { queryRoots } from '../lib/query-keys';
import type { QueryOf } from './request-types';

export type UnitsQuery = QueryOf<typeof contract.units.list>;

/**
 * Every unit-derived key; writes name the ones they change (features/units/api/unit-refresh.ts).
 * The units summary is here because the units screen and the dashboard both show it; the other
 * unit reads are the units feature's (features/units/api/), the top agents the dashboard's.
 */
export const unitKeys = {
  all: queryRoots.units,
  lists: () => [...queryRoots.units, 'list'] as const,
  list: (query: UnitsQuery) => [...unitKeys.lists(), query] as const,
  details: () => [...queryRoots.units, 'detail'] as const,
  detail: (id: string) => [...unitKeys.details(), id] as const,
  matches: (id: string) => [...queryRoots.units, 'matches', id] as const,
  /** Under lists: a unit's edit refreshes and replaces it here too (a page of units, like a list). */
  forLead: (leadId: string) => [...unitKeys.lists(), 'for-lead', leadId] as const,
  inquiredBy: (leadId: string) => [...unitKeys.lists(), 'inquired-by', leadId] as const,
  /** The stats strip and the dashboard's units part. */
  stats: () => [...queryRoots.units, 'stats'] as const,
  summary: () => [...unitKeys.stats(), 'summary'] as const,
  agents: () => [...unitKeys.stats(), 'agents'] as const,
};

export const unitQueries = {
  summary: () => queryOptions({ queryKey: unitKeys.summary(), queryFn: () => apiRequest(contract.units.summary) }),
};

export const useUnitsSummary = () => useQuery(unitQueries.summary());
