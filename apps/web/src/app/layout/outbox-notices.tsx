import { useMutationState, useQueryClient, type Mutation } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-error';
import { useT } from '../../lib/i18n';
import { OUTBOX_KEY } from '../../lib/offline/outbox';
import { isEditConflict, isUnattendedRefusal } from '../../lib/offline/query-persistence';

/**
 * Changes sent from the outbox with no screen waiting on them (made offline, or resent from a
 * conflict) that the server refused for a reason other than a conflict: said once, until dismissed.
 */
export function OutboxNotices() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const refused = useMutationState({
    filters: {
      mutationKey: OUTBOX_KEY,
      predicate: (mutation) => isUnattendedRefusal(mutation.state) && !isEditConflict(mutation.state.error),
    },
    select: (mutation) => mutation as unknown as Mutation,
  });
  if (refused.length === 0) return null;
  return (
    <div className="outbox-notices" role="alert">
      {refused.map((mutation) => (
        <p key={mutation.mutationId} className="outbox-notices__item">
          <span>{t('offline.notSaved', { reason: errorMessage(mutation.state.error, 'Save failed') })}</span>
          <Button size="sm" variant="ghost" onClick={() => queryClient.getMutationCache().remove(mutation)}>
            {t('offline.dismiss')}
          </Button>
        </p>
      ))}
    </div>
  );
}
