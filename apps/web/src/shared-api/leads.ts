import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { type ContactChannel } from '@crm/contracts';
import { apiRequest } from '../lib/api-client';
import { queryRoots } from '../lib/query-keys';
import type { QueryOf } from './request-types';

export type LeadsQuery = QueryOf<typeof contract.leads.list>;
/** The dashboard narrowed to a team or an assignee. */
export type StatsScope = QueryOf<typeof contract.leads.summary>;
export type CreatedWindow = QueryOf<typeof contract.leads.created>;

/** Spec section 9: the notifications screen fetches up to 200 leads with a follow-up today. */
export const FOLLOW_UP_LEAD_LIMIT = 200;
export const LEAD_STALE_MS = 60_000;

/**
 * Every lead-derived query key. Writes name the ones they change (features/leads/api/lead-refresh.ts,
 * and the tasks' and units' writes that touch a lead's timeline) instead of refreshing everything
 * under ['leads']. The reads other features use are below; the leads feature's own (feedback) and the
 * dashboard's figures live in features/leads/api and features/dashboard/api.
 */
export const leadKeys = {
  all: queryRoots.leads,
  lists: () => [...queryRoots.leads, 'list'] as const,
  list: (query: LeadsQuery) => [...leadKeys.lists(), query] as const,
  details: () => [...queryRoots.leads, 'detail'] as const,
  detail: (id: string) => [...leadKeys.details(), id] as const,
  feedback: (leadId: string) => [...queryRoots.leads, 'feedback', leadId] as const,
  /** Every lead's timeline: a write elsewhere (a task linked, a unit asked about) refreshes them. */
  histories: () => [...queryRoots.leads, 'history'] as const,
  history: (leadId: string) => [...leadKeys.histories(), leadId] as const,
  feedbackSearch: (leadId: string, q: string) => [...leadKeys.feedback(leadId), q] as const,
  assignees: (search: string) => [...queryRoots.leads, 'assignees', search] as const,
  followUpsToday: () => [...queryRoots.leads, 'follow-ups-today', { limit: FOLLOW_UP_LEAD_LIMIT }] as const,
  /** FollowUp leads whose date passed before today (the notifications screen's "Missed follow-ups"). */
  missedFollowUps: () => [...queryRoots.leads, 'missed-follow-ups', { limit: FOLLOW_UP_LEAD_LIMIT }] as const,
  /** The dashboard's figures; its Retry refetches everything under this. */
  stats: () => [...queryRoots.leads, 'stats'] as const,
  summaries: () => [...leadKeys.stats(), 'summary'] as const,
  summary: (scope: StatsScope) => [...leadKeys.summaries(), scope] as const,
  sources: (scope: StatsScope) => [...leadKeys.stats(), 'sources', scope] as const,
  created: (window: CreatedWindow) => [...leadKeys.stats(), 'created', window] as const,
  firstContact: (scope: StatsScope) => [...leadKeys.stats(), 'first-contact', scope] as const,
};

export const leadQueries = {
  /** One page of leads; the previous page stays on screen while the next loads. */
  list: (query: LeadsQuery) =>
    queryOptions({
      queryKey: leadKeys.list(query),
      queryFn: () => apiRequest(contract.leads.list, { query }),
      placeholderData: keepPreviousData,
    }),
  /** One lead the caller may see (fresh for a minute). */
  detail: (id: string) =>
    queryOptions({
      queryKey: leadKeys.detail(id),
      queryFn: () => apiRequest(contract.leads.get, { params: { id } }),
      staleTime: LEAD_STALE_MS,
    }),
  /** Who the caller may assign leads to: their team members, or (CEO/Admin) anyone but CEO/Admin. */
  assignees: (search: string) =>
    queryOptions({
      queryKey: leadKeys.assignees(search),
      queryFn: () => apiRequest(contract.leads.assignees, { query: search ? { search } : {} }),
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
  /** Total, count per status and follow-ups today, within what the caller may see (one key per scope). */
  summary: (scope: StatsScope = {}) =>
    queryOptions({
      queryKey: leadKeys.summary(scope),
      queryFn: () => apiRequest(contract.leads.summary, { query: scope }),
    }),
};

export const useLeads = (query: LeadsQuery) => useQuery(leadQueries.list(query));
export const useAssignees = (search = '', { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...leadQueries.assignees(search), enabled });
export const useLeadsSummary = (scope: StatsScope) => useQuery(leadQueries.summary(scope));
export const useLead = (id: string) => useQuery(leadQueries.detail(id));

/**
 * WhatsApp or Call pressed on a lead: recorded on its timeline. The one write shared by every place
 * a lead's contact buttons show (its page, the leads screen's contact dialog, the notifications),
 * so it lives with the shared lead reads; those places hand it to `ContactButtons` as `onContact`.
 * Fire and forget: the link opens whatever the answer; the lead (its first contact) and its
 * timeline refresh after.
 */
export const recordContactAttempt = ({ leadId, channel }: { leadId: string; channel: ContactChannel }) =>
  apiRequest(contract.leads.contactAttempt, { params: { id: leadId }, body: { channel } });

export function useRecordContactAttempt() {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: recordContactAttempt,
    onSuccess: (_entry, { leadId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leadKeys.history(leadId) }),
        queryClient.invalidateQueries({ queryKey: leadKeys.detail(leadId) }),
        // A first contact takes the lead off the overdue lists and moves the speed-to-lead figures.
        queryClient.invalidateQueries({ queryKey: leadKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: [...leadKeys.stats(), 'first-contact'] }),
      ]),
  });
  return mutate;
}
