import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { contract } from '@crm/contracts/routes';
import {
  EXPECTABLE_LEAD_FIELDS,
  FOLLOW_UP_PROBLEMS,
  followUpProblem,
  type Lead,
  type Paginated,
  type UpdateLeadBody,
} from '@crm/contracts';
import { apiRequestOnce } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { invalidateKeys } from '../../../lib/query-keys';
import { registerOutbox, useOutboxMutation, type Keyed } from '../../../lib/offline/outbox';
import { leadKeys } from '../../../shared-api/leads';
import { leadRefresh, replaceLeadInLists } from './lead-refresh';

export type LeadUpdate = { id: string; body: UpdateLeadBody };
export const LEAD_UPDATE = 'lead-update';

type Expected = NonNullable<UpdateLeadBody['expected']>;

/** The lead as this device last had it: its page, else any cached list page that shows it. */
export function cachedLead(queryClient: QueryClient, id: string): Lead | undefined {
  const detail = queryClient.getQueryData<Lead>(leadKeys.detail(id));
  if (detail) return detail;
  for (const [, page] of queryClient.getQueriesData<Paginated<Lead>>({ queryKey: leadKeys.lists() })) {
    const found = page?.items.find((lead) => lead._id === id);
    if (found) return found;
  }
  return undefined;
}

/** What the person saw before changing: the values of the fields the change sets. */
export function expectedValues(lead: Lead | undefined, body: UpdateLeadBody): Expected | undefined {
  if (!lead) return undefined;
  const expected: Record<string, unknown> = {};
  for (const field of EXPECTABLE_LEAD_FIELDS) if (field in body) expected[field] = lead[field] ?? null;
  return Object.keys(expected).length ? (expected as Expected) : undefined;
}

/**
 * The refusal the server would answer for the change's follow-up (the contract's followUpProblem,
 * the API's own rule), else null: such a change is refused at once, never kept on the device to
 * fail hours later. A lead this device has not seen is left to the server.
 */
export function followUpRefusal(lead: Lead | undefined, body: UpdateLeadBody): ApiError | null {
  if (!lead) return null;
  const problem = followUpProblem({
    statusBefore: lead.status,
    statusAfter: body.status ?? lead.status,
    followUpDateAfter: 'followUpDate' in body ? body.followUpDate : lead.followUpDate,
    setsFollowUp: 'followUpDate' in body || 'followUpNotes' in body,
  });
  return problem && new ApiError(400, { code: problem, message: FOLLOW_UP_PROBLEMS[problem] });
}

/** The lead with the change applied, shown at once (also while it waits to be sent). */
const patched = (lead: Lead, body: UpdateLeadBody): Lead => {
  const { expected: _expected, ...fields } = body;
  return { ...lead, ...(fields as Partial<Lead>) };
};

export function registerLeadUpdates(queryClient: QueryClient) {
  registerOutbox<LeadUpdate & Keyed, Lead>(queryClient, LEAD_UPDATE, {
    mutationFn: ({ id, body, idempotencyKey }) =>
      apiRequestOnce(contract.leads.update, idempotencyKey, { params: { id }, body }),
    onMutate: ({ id, body }) => {
      const lead = cachedLead(queryClient, id);
      if (!lead) return;
      replaceLeadInLists(queryClient, patched(lead, body));
      if (queryClient.getQueryData(leadKeys.detail(id)))
        queryClient.setQueryData(leadKeys.detail(id), patched(lead, body));
    },
    onSuccess: (lead) => {
      replaceLeadInLists(queryClient, lead);
      return invalidateKeys(queryClient, leadRefresh.updated(lead._id));
    },
    // Refused (a conflict, a rule): the lists show the server's values again.
    onError: (_error, { id }) => invalidateKeys(queryClient, leadRefresh.updated(id)),
  });
}

/**
 * Status, interest, privacy or follow-up fields of one lead: shown at once, sent now or, without
 * signal, when it is back; checked against the values this device had, so it never overwrites
 * someone else's change unseen (outbox-conflicts.tsx offers the choice). A change the follow-up
 * rule refuses is rejected before it is queued.
 */
export function useUpdateLead() {
  const queryClient = useQueryClient();
  // No unchecked `mutate`: every change goes through the follow-up check below.
  const { mutate: _unchecked, mutateAsync: sendAsync, ...mutation } = useOutboxMutation<LeadUpdate, Lead>(LEAD_UPDATE);
  const mutateAsync = useCallback(
    async (update: LeadUpdate, options?: Parameters<typeof sendAsync>[1]) => {
      const lead = cachedLead(queryClient, update.id);
      const refusal = followUpRefusal(lead, update.body);
      if (refusal) throw refusal;
      const expected = update.body.expected ?? expectedValues(lead, update.body);
      return sendAsync({ id: update.id, body: expected ? { ...update.body, expected } : update.body }, options);
    },
    [queryClient, sendAsync],
  );
  return { ...mutation, mutateAsync };
}
