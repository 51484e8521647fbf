import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorText } from '../../../components/ui/error-text';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { errorMessage, hasErrorCode } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useRestoreLead } from '../api/restore-lead';
import { phoneHolderOf, type PhoneHolder } from '../model/restore-refusal';

/** Whether a lead page's 404 says the lead was deleted (told to CEO and Admin only, who may restore it). */
export const isDeletedLeadAnswer = (details: unknown) =>
  Boolean(details && typeof details === 'object' && (details as { deleted?: unknown }).deleted === true);

/** A deleted lead's page, for CEO and Admin: it says so and offers Restore (its page comes back after). */
export function DeletedLeadNotice({ id }: { id: string }) {
  const { t } = useT();
  const restore = useRestoreLead();
  const [holder, setHolder] = useState<PhoneHolder | null>(null);
  const [error, setError] = useState<string | null>(null);

  const handleRestore = () => {
    setHolder(null);
    setError(null);
    restore.mutate(id, {
      onError: (err) => {
        const refusedFor = hasErrorCode(err, 'LEAD_DUPLICATE_PHONE') ? phoneHolderOf(err.details) : null;
        if (refusedFor) setHolder(refusedFor);
        else setError(errorMessage(err, t('deletedLeads.restoreFailed')));
      },
    });
  };

  return (
    <div className="page">
      <PageHeader
        title={t('deletedLeads.leadDeletedTitle')}
        description={t('deletedLeads.leadDeletedText')}
        actions={
          <ButtonLink to={paths.deletedLeads.href()} variant="ghost">
            {t('deletedLeads.open')}
          </ButtonLink>
        }
      />
      <Card>
        <Button variant="primary" loading={restore.isPending} onClick={handleRestore}>
          {t('deletedLeads.restore')}
        </Button>
        <ErrorText>{error}</ErrorText>
        {holder && (
          <p role="alert">
            {t('deletedLeads.phoneTakenHere')}{' '}
            {holder.leadId && holder.name && (
              <Link to={paths.lead.href(holder.leadId)}>
                <bdi>{t('common.openNamed', { name: holder.name })}</bdi>
              </Link>
            )}
          </p>
        )}
      </Card>
    </div>
  );
}
