import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hasErrorCode } from '../../../../lib/api-error';
import { mockFetch } from '../../../../test/mock-fetch';
import { testQueryClient } from '../../../../test/render';
import { leadKeys } from '../../../../shared-api/leads';
import { makeLead } from '../../components/__tests__/lead-test-kit';
import { useUpdateLead } from '../update-lead';

/** A lead this device has open, and the hook that edits it, offline. */
function setupOffline(lead = makeLead({ status: 'New', followUpDate: null })) {
  const { calls } = mockFetch(() => ({ body: lead }));
  const queryClient = testQueryClient();
  queryClient.setQueryData(leadKeys.detail(lead._id), lead);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useUpdateLead(), { wrapper });
  onlineManager.setOnline(false);
  const outbox = () => queryClient.getMutationCache().getAll();
  return { lead, result, outbox, calls };
}

describe('the lead outbox and the follow-up rule', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('refuses a FollowUp without a date at once, and keeps nothing to send later', async () => {
    const { lead, result, outbox, calls } = setupOffline();
    let error: unknown;
    await act(async () => {
      await result.current
        .mutateAsync({ id: lead._id, body: { status: 'FollowUp', followUpNotes: 'Call back' } })
        .catch((e: unknown) => (error = e));
    });
    expect(hasErrorCode(error, 'FOLLOW_UP_DATE_REQUIRED')).toBe(true);
    expect(outbox()).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  it('refuses clearing the date of a FollowUp lead', async () => {
    const { lead, result, outbox } = setupOffline(
      makeLead({ status: 'FollowUp', followUpDate: '2026-12-03T09:00:00.000Z' }),
    );
    await act(async () => {
      await expect(result.current.mutateAsync({ id: lead._id, body: { followUpDate: null } })).rejects.toMatchObject({
        code: 'FOLLOW_UP_DATE_REQUIRED',
      });
    });
    expect(outbox()).toHaveLength(0);
  });

  it('keeps a FollowUp with its date on the device, to send when back online', async () => {
    const { lead, result, outbox } = setupOffline();
    let answer: unknown = 'unset';
    await act(async () => {
      answer = await result.current.mutateAsync({
        id: lead._id,
        body: { status: 'FollowUp', followUpDate: '2026-12-03T09:00:00.000Z' },
      });
    });
    expect(answer).toBeUndefined(); // kept, not answered
    expect(outbox()).toHaveLength(1);
    expect(outbox()[0]!.state.isPaused).toBe(true);
  });
});
