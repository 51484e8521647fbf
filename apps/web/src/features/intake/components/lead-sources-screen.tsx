import { useState } from 'react';
import type { IntakeSource, IntakeSourceKind } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { PlusIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { useT } from '../../../lib/i18n';
import { useIntakeSources } from '../api/get-intake-sources';
import { DeliveriesLog } from './deliveries-log';
import { ReplaceTokenDialog } from './replace-token-dialog';
import { SourceAddDialog } from './source-add-dialog';
import { SourceEditDialog } from './source-edit-dialog';
import type { SourceChoices } from './source-fields';
import { SourceSetupDialog } from './source-setup-dialog';
import { SourceTable } from './source-table';
import { TokenProblems } from './token-problems';
import './intake.css';

type OpenDialog =
  | { type: 'add'; kind: IntakeSourceKind }
  | { type: 'edit'; source: IntakeSource }
  | { type: 'setUp'; sourceId: string }
  | { type: 'token'; source: IntakeSource };

/** /lead-sources (CEO, Admin): where leads arrive by themselves, how to connect each source, and the deliveries log. */
export function LeadSourcesScreen(choices: SourceChoices) {
  const { t } = useT();
  const sources = useIntakeSources();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  // The setup dialog follows the list, so a rotated key shows at once.
  const setUp = dialog?.type === 'setUp' ? sources.data?.find((s) => s._id === dialog.sourceId) : undefined;
  const replaceToken = (source: IntakeSource) => setDialog({ type: 'token', source });

  return (
    <div className="page intake-page">
      <PageHeader
        title={t('intake.title')}
        description={t('intake.description')}
        actions={
          <>
            <Button
              variant="primary"
              icon={<PlusIcon size={16} />}
              onClick={() => setDialog({ type: 'add', kind: 'form' })}
            >
              {t('intake.addForm')}
            </Button>
            <Button icon={<PlusIcon size={16} />} onClick={() => setDialog({ type: 'add', kind: 'meta' })}>
              {t('intake.addPage')}
            </Button>
          </>
        }
      />
      <TokenProblems sources={sources.data ?? []} onReplace={replaceToken} />
      <Card title={t('intake.sources')}>
        <SourceTable
          sources={sources.data}
          loading={sources.isPending}
          error={
            sources.isError && (
              <ErrorState
                error={sources.error}
                fallback="Failed to load lead sources"
                onRetry={() => void sources.refetch()}
              />
            )
          }
          onSetUp={(source) => setDialog({ type: 'setUp', sourceId: source._id })}
          onEdit={(source) => setDialog({ type: 'edit', source })}
        />
      </Card>
      <DeliveriesLog sources={sources.data ?? []} />
      {dialog?.type === 'add' && (
        <SourceAddDialog
          kind={dialog.kind}
          onClose={close}
          onAdded={(id) => setDialog(dialog.kind === 'form' ? { type: 'setUp', sourceId: id } : null)}
          {...choices}
        />
      )}
      {dialog?.type === 'edit' && <SourceEditDialog source={dialog.source} onClose={close} {...choices} />}
      {setUp && <SourceSetupDialog source={setUp} onClose={close} onReplaceToken={replaceToken} />}
      {dialog?.type === 'token' && <ReplaceTokenDialog source={dialog.source} onClose={close} />}
    </div>
  );
}
