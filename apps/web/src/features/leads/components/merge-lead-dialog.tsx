import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Lead } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { ChoiceList } from '../../../components/ui/choice-list';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { Field } from '../../../components/ui/field';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePhoneDisplay } from '../../../lib/use-phone-display';
import { leadQueries } from '../../../shared-api/leads';
import { useMergeLead } from '../api/merge-lead';
import '../../../components/ui/person.css';
import './lead-dialogs.css';

const CANDIDATES = 10;

/**
 * "Merge…" on a lead's page (CEO/Admin): find the duplicate by name or phone, confirm, and its
 * feedback, tasks, unit inquiries and history move to this lead; the duplicate is deleted.
 */
export function MergeLeadDialog({ lead, onClose }: { lead: Lead; onClose: () => void }) {
  const { t } = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const showPhone = usePhoneDisplay();
  const merge = useMergeLead();
  const [search, setSearch] = useState(lead.phone ? showPhone(lead.phone) : lead.name);
  const [chosen, setChosen] = useState<Lead | null>(null);
  const [error, setError] = useState<string | null>(null);
  const debounced = useDebouncedValue(search.trim(), 250);
  const found = useQuery({ ...leadQueries.list({ search: debounced, limit: CANDIDATES }), enabled: debounced !== '' });
  const candidates = (found.data?.items ?? []).filter((l) => l._id !== lead._id);

  const handleMerge = async () => {
    if (!chosen) {
      setError(t('leadsBulk.merge.choose'));
      return;
    }
    const ok = await confirm({
      title: t('leadsBulk.merge.confirmTitle'),
      message: t('leadsBulk.merge.confirm', { other: chosen.name, name: lead.name }),
      confirmLabel: t('leadsBulk.merge.merge'),
      danger: true,
    });
    if (!ok) return;
    try {
      await merge.mutateAsync({ id: lead._id, otherId: chosen._id });
      toast.success(t('leadsBulk.merge.merged', { other: chosen.name }));
      onClose();
    } catch (err) {
      setError(errorMessage(err, t('leadsBulk.merge.failed')));
    }
  };

  return (
    <Dialog
      open
      title={t('leadsBulk.merge.title', { name: lead.name })}
      description={t('leadsBulk.merge.hint')}
      onClose={onClose}
      onSubmit={() => void handleMerge()}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="danger" loading={merge.isPending} disabled={!chosen}>
            {t('leadsBulk.merge.merge')}
          </Button>
        </>
      }
    >
      <Field label={t('leadsBulk.merge.search')}>
        {(c) => (
          <SearchInput
            {...c}
            placeholder={t('leadsBulk.merge.searchPlaceholder')}
            value={search}
            onValueChange={setSearch}
            keepEnter
          />
        )}
      </Field>
      {debounced === '' ? (
        <p className="muted">{t('leadsBulk.merge.typeToSearch')}</p>
      ) : found.isLoading ? (
        <Spinner label={t('common.loading')} />
      ) : candidates.length === 0 ? (
        <p className="muted">{t('leadsBulk.merge.noMatch')}</p>
      ) : (
        <ChoiceList
          label={t('leadsBulk.merge.candidates')}
          name="duplicate"
          items={candidates}
          itemKey={(l) => l._id}
          value={chosen?._id}
          onChange={setChosen}
          busy={found.isFetching}
        >
          {(l) => (
            <span className="person-text">
              <span className="person-text__name" dir="auto">
                {l.name}
              </span>
              <span className="muted person-text__meta">
                {/* Each part isolated, the dot between them: it stays between them right to left too. */}
                {l.phone && <bdi dir="ltr">{showPhone(l.phone)}</bdi>}
                {l.phone && l.assignedTo && ' · '}
                {l.assignedTo && <bdi>{l.assignedTo.name}</bdi>}
              </span>
            </span>
          )}
        </ChoiceList>
      )}
      <ErrorText>{found.isError ? errorMessage(found.error, 'Failed to load leads') : error}</ErrorText>
    </Dialog>
  );
}
