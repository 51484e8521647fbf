import { useMutationState, useQueryClient, type Mutation } from '@tanstack/react-query';
import type { ExpectableLeadField, LeadStatus, UpdateLeadBody } from '@crm/contracts';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { cachedLead, LEAD_UPDATE, useUpdateLead, type LeadUpdate } from '../../features/leads/api/update-lead';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/i18n/format';
import { outboxKey } from '../../lib/offline/outbox';
import { isEditConflict } from '../../lib/offline/query-persistence';
import { invalidateKeys } from '../../lib/query-keys';
import { leadKeys } from '../../shared-api/leads';

interface Conflict {
  field: string;
  yours: unknown;
  theirs: unknown;
}

const conflictsOf = (error: unknown): Conflict[] => {
  const details = (error as { details?: { conflicts?: Conflict[] } } | null)?.details;
  return Array.isArray(details?.conflicts) ? details.conflicts : [];
};

/**
 * A change kept on the device that the server refused because someone else changed the same
 * field meanwhile: the person sees both values and chooses; nothing is written over unseen.
 */
export function OutboxConflicts() {
  const refused = useMutationState({
    filters: {
      mutationKey: outboxKey(LEAD_UPDATE),
      status: 'error',
      predicate: (mutation) => isEditConflict(mutation.state.error),
    },
    select: (mutation) => mutation as unknown as Mutation<unknown, unknown, LeadUpdate, unknown>,
  });
  const first = refused[0];
  return first ? <ConflictDialog key={first.mutationId} mutation={first} /> : null;
}

function ConflictDialog({ mutation }: { mutation: Mutation<unknown, unknown, LeadUpdate, unknown> }) {
  const { t } = useT();
  const fmt = useFormat();
  const queryClient = useQueryClient();
  const updateLead = useUpdateLead();
  const { id, body } = mutation.state.variables!;
  const conflicts = conflictsOf(mutation.state.error);
  const name = cachedLead(queryClient, id)?.name ?? t('offline.aLead');

  const show = (field: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return t('offline.empty');
    if (field === 'status') return t(`labels.status.${value as LeadStatus}`);
    if (field === 'followUpDate') return fmt.dateTime(String(value));
    if (field === 'budget' && typeof value === 'number') return fmt.price(value);
    return String(value);
  };
  const done = () => {
    queryClient.getMutationCache().remove(mutation as unknown as Mutation);
    return invalidateKeys(queryClient, [leadKeys.detail(id), leadKeys.lists()]);
  };
  const keepMine = () => {
    // Sent again, now checked against the values the person has just seen.
    const theirs = Object.fromEntries(conflicts.map((c) => [c.field, c.theirs]));
    const again: UpdateLeadBody = { ...body, expected: { ...body.expected, ...theirs } };
    void done().then(() => updateLead.mutateUnattended({ id, body: again }));
  };

  return (
    <Dialog
      role="alertdialog"
      title={t('offline.conflictTitle', { name })}
      description={t('offline.conflictText')}
      onClose={() => void done()}
      footer={
        <>
          <Button onClick={() => void done()}>{t('offline.keepTheirs')}</Button>
          <Button variant="primary" onClick={keepMine}>
            {t('offline.keepMine')}
          </Button>
        </>
      }
    >
      <dl className="conflict-values">
        {conflicts.map((conflict) => (
          <div key={conflict.field} className="conflict-values__field">
            <dt>{t(`offline.fields.${conflict.field as ExpectableLeadField}`)}</dt>
            <dd>
              {t('offline.yours')}: <bdi>{show(conflict.field, conflict.yours)}</bdi>
            </dd>
            <dd>
              {t('offline.theirs')}: <bdi>{show(conflict.field, conflict.theirs)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
