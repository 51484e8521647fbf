import { useId, useState } from 'react';
import type { Task } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { SearchInput } from '../../../components/ui/search-input';
import { LoadingState } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLeads } from '../../../shared-api/leads';
import { useUpdateTask } from '../api/update-task';
import { shownNotes } from '../model/task-notes';

/** Leads offered per search: the closest matches, not a browse of every lead. */
export const LINK_LEAD_RESULTS = 10;

/** Link Lead: search the leads the caller may see and link one to the task (or unlink the current one). */
export function LinkLeadDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const { t } = useT();
  const toast = useToast();
  const searchId = useId();
  const resultsId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const leads = useLeads({ ...(q ? { search: q } : {}), limit: LINK_LEAD_RESULTS });
  const updateTask = useUpdateTask();
  const [error, setError] = useState<string | null>(null);

  const link = async (leadId: string | null, name?: string) => {
    setError(null);
    try {
      await updateTask.mutateAsync({ id: task._id, body: { leadId } });
      toast.success(name ? t('tasks.link.linked', { name }) : t('tasks.link.unlinked'));
      onClose();
    } catch (err) {
      setError(errorMessage(err, 'Link failed'));
    }
  };

  const items = leads.data?.items ?? [];
  return (
    <Dialog
      open
      title={t('tasks.link.title')}
      description={t('tasks.link.intro', { notes: shownNotes(task) })}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('common.cancel')}</Button>}
    >
      {task.leadId && (
        <p className="row-ends row-ends--wrap row-ends--tight link-lead__current">
          <span>
            {t('tasks.link.current', { name: task.leadId.hidden ? t('common.hiddenLead') : task.leadId.name })}
          </span>
          <Button size="sm" variant="ghost" onClick={() => void link(null)} disabled={updateTask.isPending}>
            {t('tasks.link.unlink')}
          </Button>
        </p>
      )}
      <label className="field__label" htmlFor={searchId}>
        {t('tasks.link.search')}
      </label>
      <SearchInput
        id={searchId}
        placeholder={t('tasks.link.placeholder')}
        value={search}
        onValueChange={setSearch}
        aria-controls={resultsId}
        data-autofocus
        keepEnter
      />
      <div id={resultsId} className="link-lead__results" aria-busy={leads.isFetching || undefined}>
        {leads.isLoading ? (
          <LoadingState />
        ) : leads.isError ? (
          <ErrorText>{errorMessage(leads.error, 'Failed to load leads')}</ErrorText>
        ) : items.length === 0 ? (
          <p className="muted">{q ? t('tasks.link.noMatch') : t('tasks.link.typeToSearch')}</p>
        ) : (
          <ul aria-label={t('tasks.link.results')} className="plain-list plain-list--tight">
            {items.map((lead) => (
              <li key={lead._id} className="row-ends link-lead__item">
                <span className="link-lead__who">
                  <span className="link-lead__name">{lead.name}</span>
                  {lead.phone && (
                    <bdi className="muted" dir="ltr">
                      {lead.phone}
                    </bdi>
                  )}
                </span>
                <Button
                  size="sm"
                  variant={task.leadId?._id === lead._id ? 'ghost' : 'secondary'}
                  aria-label={t('tasks.link.linkNamed', { name: lead.name })}
                  disabled={updateTask.isPending || task.leadId?._id === lead._id}
                  onClick={() => void link(lead._id, lead.name)}
                >
                  {t('tasks.link.link')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ErrorText>{error}</ErrorText>
    </Dialog>
  );
}
