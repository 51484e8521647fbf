import { useForm } from 'react-hook-form';
import { createIntakeSourceBody, type IntakeSourceKind } from '@crm/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { bodyResolver, setServerError } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { useCreateIntakeSource } from '../api/create-intake-source';
import { orNull, SourceFields, type SourceChoices, type SourceFieldValues } from './source-fields';

interface AddValues extends SourceFieldValues {
  pageId: string;
  pageAccessToken: string;
}

const toBody = (kind: IntakeSourceKind) => (v: AddValues) => {
  const common = { name: v.name, campaignId: orNull(v.campaignId), teamId: orNull(v.teamId) };
  return kind === 'meta'
    ? { kind, ...common, pageId: v.pageId, pageAccessToken: v.pageAccessToken }
    : { kind, ...common };
};

/** Add a website form (its key is made by the server) or a Facebook page (its id and page token). */
export function SourceAddDialog({
  kind,
  onClose,
  onAdded,
  ...choices
}: SourceChoices & { kind: IntakeSourceKind; onClose: () => void; onAdded: (id: string) => void }) {
  const { t } = useT();
  const toast = useToast();
  const create = useCreateIntakeSource();
  const form = useForm<AddValues, unknown, ReturnType<typeof createIntakeSourceBody.parse>>({
    defaultValues: { name: '', campaignId: '', teamId: '', pageId: '', pageAccessToken: '' },
    resolver: bodyResolver(createIntakeSourceBody, toBody(kind)),
  });

  const handleSave = form.handleSubmit((body) => {
    if (create.isPending) return;
    create.mutate(body, {
      onSuccess: (source) => {
        toast.success(t('intake.added', { name: source.name }));
        onAdded(source._id);
      },
      onError: (err) => setServerError(form, err, { fallback: 'Add failed', fields: { INTAKE_PAGE_TAKEN: 'pageId' } }),
    });
  });

  return (
    <Dialog
      title={t(kind === 'meta' ? 'intake.addPageTitle' : 'intake.addFormTitle')}
      onClose={onClose}
      onSubmit={() => void handleSave()}
      submitLabel={t('intake.add')}
      submitting={create.isPending}
    >
      <SourceFields control={form.control} {...choices} />
      {kind === 'meta' && (
        <>
          <TextField
            control={form.control}
            name="pageId"
            label={t('intake.pageId')}
            hint={t('intake.pageIdHint')}
            inputMode="numeric"
            autoComplete="off"
          />
          <TextField
            control={form.control}
            name="pageAccessToken"
            type="password"
            autoComplete="off"
            dir="ltr"
            label={t('intake.token')}
            hint={t('intake.tokenHint')}
          />
        </>
      )}
      <ErrorText>{form.formState.errors.root?.message}</ErrorText>
    </Dialog>
  );
}
