import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { FEEDBACK_LOG_LIMIT, type ContactChannel } from '@crm/contracts';
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
 * Every lead-derived query key. Writes name the ones they change (features/leads/api/lead-refresh.ts)
 * instead of refreshing everything under ['leads'].
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
  /** The feedback log of a lead, oldest first, at most 200 entries, filtered by `q`. */
  feedback: (leadId: string, q: string) =>
    queryOptions({
      queryKey: leadKeys.feedbackSearch(leadId, q),
      queryFn: () =>
        apiRequest(contract.comments.forLead, {
          params: { leadId },
          query: { type: 'feedback', limit: FEEDBACK_LOG_LIMIT, ...(q ? { q } : {}) },
        }),
      placeholderData: keepPreviousData,
    }),
  /** Who the caller may assign leads to: their team members, or (CEO/Admin) anyone but CEO/Admin. */
  assignees: (search: string) =>
    queryOptions({
      queryKey: leadKeys.assignees(search),
      queryFn: () => apiRequest(contract.leads.assignees, { query: search ? { search } : {} }),
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
  /**
   * Every lead with a follow-up today that the caller may see. One call serves both sections
   * of the notifications screen ("Follow-ups Today" and "Reminders").
   */
  followUpsToday: () =>
    queryOptions({
      queryKey: leadKeys.followUpsToday(),
      queryFn: () => apiRequest(contract.leads.list, { query: { followups: 'today', limit: FOLLOW_UP_LEAD_LIMIT } }),
    }),
  /** Total, count per status and follow-ups today, within what the caller may see (one key per scope). */
  summary: (scope: StatsScope = {}) =>
    queryOptions({
      queryKey: leadKeys.summary(scope),
      queryFn: () => apiRequest(contract.leads.summary, { query: scope }),
    }),
  /** Leads per source (Campaign, Organic). */
  sources: (scope: StatsScope) =>
    queryOptions({
      queryKey: leadKeys.sources(scope),
      queryFn: () => apiRequest(contract.leads.sources, { query: scope }),
    }),
  /** Speed-to-lead: overdue now, medians per team and agent over 30 days (the dashboard's card, one request). */
  firstContact: (scope: StatsScope) =>
    queryOptions({
      queryKey: leadKeys.firstContact(scope),
      queryFn: () => apiRequest(contract.leads.firstContact, { query: scope }),
    }),
  /** New leads per bucket, tagged with its grouping (a chart may show the previous one while the next loads). */
  created: (window: CreatedWindow & { groupBy: NonNullable<CreatedWindow['groupBy']> }) =>
    queryOptions({
      queryKey: leadKeys.created(window),
      queryFn: async () => ({
        groupBy: window.groupBy,
        data: (await apiRequest(contract.leads.created, { query: window })).data,
      }),
      placeholderData: keepPreviousData,
    }),
};

export const useLeads = (query: LeadsQuery) => useQuery(leadQueries.list(query));
export const useLeadFeedback = (leadId: string, q: string) => useQuery(leadQueries.feedback(leadId, q));
export const useAssignees = (search = '', { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...leadQueries.assignees(search), enabled });
export const useFollowUpsToday = () => useQuery(leadQueries.followUpsToday());
export const useLeadsSummary = (scope: StatsScope) => useQuery(leadQueries.summary(scope));
export const useLeadSources = (scope: StatsScope) => useQuery(leadQueries.sources(scope));
export const useLead = (id: string) => useQuery(leadQueries.detail(id));
export const useFirstContactStats = (scope: StatsScope) => useQuery(leadQueries.firstContact(scope));

/**
 * WhatsApp or Call pressed on a lead: recorded on its timeline. The one write shared by every place
 * a lead's contact buttons show (its page, the leads screen's contact dialog, the notifications),
 * so it lives with the lead reads. Fire and forget: the link opens whatever the answer; the lead
 * (its first contact) and its timeline refresh after.
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
