import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../lib/api-client';
import { queryRoots } from '../lib/query-keys';
import type { QueryOf } from './request-types';

export type UnitsQuery = QueryOf<typeof contract.units.list>;

/** Every unit-derived key; writes name the ones they change (features/units/api/unit-refresh.ts). */
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
  list: (query: UnitsQuery) =>
    queryOptions({
      queryKey: unitKeys.list(query),
      queryFn: () => apiRequest(contract.units.list, { query }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: unitKeys.detail(id),
      queryFn: () => apiRequest(contract.units.get, { params: { id } }),
    }),
  /** Leads the caller sees whose interest and budget fit the unit (first 10, biggest budgets first). */
  matches: (id: string) =>
    queryOptions({
      queryKey: unitKeys.matches(id),
      queryFn: () => apiRequest(contract.units.matches, { params: { id }, query: { limit: 10 } }),
    }),
  /** Units on the market that fit a lead (its interest, its budget), cheapest first, first 10. */
  forLead: (leadId: string) =>
    queryOptions({
      queryKey: unitKeys.forLead(leadId),
      queryFn: () => apiRequest(contract.units.forLead, { params: { leadId }, query: { limit: 10 } }),
    }),
  /** The units a lead was linked to as an inquiry, newest first, first 10. */
  inquiredBy: (leadId: string) =>
    queryOptions({
      queryKey: unitKeys.inquiredBy(leadId),
      queryFn: () => apiRequest(contract.units.inquiredBy, { params: { leadId }, query: { limit: 10 } }),
    }),
  summary: () => queryOptions({ queryKey: unitKeys.summary(), queryFn: () => apiRequest(contract.units.summary) }),
  agents: () => queryOptions({ queryKey: unitKeys.agents(), queryFn: () => apiRequest(contract.units.agents) }),
};

export const useUnits = (query: UnitsQuery) => useQuery(unitQueries.list(query));
export const useUnit = (id: string) => useQuery(unitQueries.detail(id));
export const useUnitMatches = (id: string) => useQuery(unitQueries.matches(id));
export const useUnitsForLead = (leadId: string) => useQuery(unitQueries.forLead(leadId));
export const useUnitsInquiredBy = (leadId: string) => useQuery(unitQueries.inquiredBy(leadId));
export const useUnitsSummary = () => useQuery(unitQueries.summary());
/** CEO/Admin only (the API refuses others): pass `enabled` from `canAdministerUnits`. */
export const useTopAgents = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...unitQueries.agents(), enabled });
