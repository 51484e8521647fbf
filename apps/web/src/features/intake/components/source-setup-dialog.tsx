import type { IntakeSource } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { formEndpoint, formSnippet, metaWebhookAddress } from '../model/intake-addresses';
import { useUpdateIntakeSource } from '../api/update-intake-source';
import { CopyField } from './copy-field';
import { TokenState } from './token-problems';

/** How to connect a source: a form's endpoint and HTML (and a new key), a page's webhook address (and a new token). */
export function SourceSetupDialog({
  source,
  onClose,
  onReplaceToken,
}: {
  source: IntakeSource;
  onClose: () => void;
  onReplaceToken: (source: IntakeSource) => void;
}) {
  const { t } = useT();
  return (
    <Dialog
      size="lg"
      title={t('intake.setUpNamed', { name: source.name })}
      description={t(`intake.kind.${source.kind}`)}
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('common.done')}
        </Button>
      }
    >
      {source.kind === 'form' ? (
        <FormSetup source={source} />
      ) : (
        <>
          <CopyField
            label={t('intake.webhook')}
            hint={t('intake.webhookHint')}
            value={metaWebhookAddress(window.location.origin)}
            copyLabel={t('intake.copyWebhook')}
          />
          <p>
            {t('intake.pageId')}: <bdi dir="ltr">{source.pageId}</bdi>
          </p>
          <div className="row-ends row-ends--wrap">
            <TokenState source={source} />
            <Button size="sm" onClick={() => onReplaceToken(source)}>
              {t('intake.replaceToken')}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}

function FormSetup({ source }: { source: Extract<IntakeSource, { kind: 'form' }> }) {
  const { t } = useT();
  const confirm = useConfirm();
  const toast = useToast();
  const update = useUpdateIntakeSource();
  const endpoint = formEndpoint(window.location.origin, source.key);
  const labels = {
    name: t('intake.snippetLabels.name'),
    phone: t('intake.snippetLabels.phone'),
    email: t('intake.snippetLabels.email'),
    message: t('intake.snippetLabels.message'),
    submit: t('intake.snippetLabels.submit'),
  };

  const handleRotate = async () => {
    const ok = await confirm({
      title: t('intake.rotateTitle', { name: source.name }),
      message: t('intake.rotateConfirm'),
      confirmLabel: t('intake.rotateKey'),
      danger: true,
    });
    if (!ok) return;
    update.mutate(
      { id: source._id, body: { rotateKey: true } },
      {
        onSuccess: () => toast.success(t('intake.rotated')),
        onError: (err) => toast.error(errorMessage(err, 'Update failed')),
      },
    );
  };

  return (
    <>
      <CopyField
        label={t('intake.endpoint')}
        hint={t('intake.endpointHint')}
        value={endpoint}
        copyLabel={t('intake.copyEndpoint')}
      />
      <CopyField
        label={t('intake.snippet')}
        hint={t('intake.snippetHint')}
        value={formSnippet(endpoint, labels)}
        copyLabel={t('intake.copySnippet')}
        multiline
      />
      <div className="intake-rotate">
        <Button variant="danger" size="sm" loading={update.isPending} onClick={() => void handleRotate()}>
          {t('intake.rotateKey')}
        </Button>
      </div>
    </>
  );
}
