import { useState } from 'react';
import type { RoutingRule, RoutingRules } from '@crm/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PlusIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useSaveRoutingRules } from '../api/save-routing-rules';
import { moveRule, sameRules, type DraftRule } from '../model/rule-list';
import { DryRunCard } from './dry-run-card';
import type { RoutingChoices } from './routing-choices';
import { RuleCard } from './rule-card';
import { RuleDialog } from './rule-dialog';
import { useLeaveGuard } from './use-leave-guard';

let nextKey = 1;
const draftOf = (rule: RoutingRule): DraftRule => ({ key: rule._id ?? `new-${nextKey++}`, rule });

/** The rules on screen, changed freely and sent as one list with Save. */
export function RoutingEditor({ saved, choices }: { saved: RoutingRules; choices: RoutingChoices }) {
  const { t } = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const save = useSaveRoutingRules();
  const [drafts, setDrafts] = useState<DraftRule[]>(() => saved.rules.map(draftOf));
  const [routeManualLeads, setRouteManualLeads] = useState(saved.routeManualLeads);
  const [dialog, setDialog] = useState<{ key?: string } | null>(null);
  const body = { rules: drafts.map((d) => d.rule), routeManualLeads };
  const dirty = !sameRules(body, saved);
  useLeaveGuard(dirty);
  const editing = dialog?.key ? drafts.find((d) => d.key === dialog.key) : undefined;

  const handleDone = (rule: RoutingRule) => {
    setDrafts((list) =>
      editing ? list.map((d) => (d.key === editing.key ? { ...d, rule } : d)) : [...list, draftOf(rule)],
    );
    setDialog(null);
  };
  const handleDelete = async (draft: DraftRule) => {
    const ok = await confirm({
      title: t('routing.deleteTitle'),
      message: t('routing.deleteMessage', { name: draft.rule.name }),
      confirmLabel: t('common.delete'),
      danger: true,
    });
    if (ok) setDrafts((list) => list.filter((d) => d.key !== draft.key));
  };
  const handleDiscard = async () => {
    if (!(await confirm({ message: t('routing.discard'), confirmLabel: t('routing.discard'), danger: true }))) return;
    setDrafts(saved.rules.map(draftOf));
    setRouteManualLeads(saved.routeManualLeads);
  };
  const handleSave = () => {
    if (save.isPending) return;
    save.mutate(body, {
      onSuccess: () => toast.success(t('routing.saved')),
      onError: (error) => toast.error(errorMessage(error, 'Save failed')),
    });
  };

  return (
    <>
      <Card
        title={t('routing.rules')}
        description={t('routing.order')}
        actions={
          <Button icon={<PlusIcon size={16} />} onClick={() => setDialog({})}>
            {t('routing.addRule')}
          </Button>
        }
      >
        {drafts.length === 0 ? (
          <EmptyState>{t('routing.empty')}</EmptyState>
        ) : (
          <ol className="routing-rules" aria-label={t('routing.rules')}>
            {drafts.map((draft, index) => (
              <RuleCard
                key={draft.key}
                rule={draft.rule}
                position={index}
                count={drafts.length}
                choices={choices}
                onEdit={() => setDialog({ key: draft.key })}
                onDelete={() => void handleDelete(draft)}
                onMove={(by) => setDrafts((list) => moveRule(list, index, by))}
              />
            ))}
          </ol>
        )}
        <label className="checkbox routing-check">
          <Checkbox role="switch" checked={routeManualLeads} onCheckedChange={setRouteManualLeads} />
          <span>
            {t('routing.manual')}
            <small className="muted routing-check__hint">{t('routing.manualHint')}</small>
          </span>
        </label>
        <div className="routing-save">
          {dirty && <Badge tone="warning">{t('routing.unsaved')}</Badge>}
          {dirty && (
            <Button variant="ghost" onClick={() => void handleDiscard()}>
              {t('routing.discard')}
            </Button>
          )}
          <Button variant="primary" disabled={!dirty} loading={save.isPending} onClick={handleSave}>
            {t('routing.save')}
          </Button>
        </div>
      </Card>
      <DryRunCard body={body} />
      {dialog && (
        <RuleDialog rule={editing?.rule} choices={choices} onClose={() => setDialog(null)} onDone={handleDone} />
      )}
    </>
  );
}
