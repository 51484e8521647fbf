import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { teamMessageBody, type TeamWithMembers } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { setServerError } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { useSendTeamMessage } from '../api/send-team-message';
import { distinctNames } from '../../../lib/person-label';

/** The compose dialog: a subject and a message (both required) to one active member of the team. */
export function TeamMessageDialog({ team, onClose }: { team: TeamWithMembers; onClose: () => void }) {
  const { t } = useT();
  const members = team.members.filter((m) => m.active);
  const labelOf = distinctNames(members);
  const form = useForm({
    defaultValues: { toUserId: members[0]?._id ?? '', subject: '', message: '' },
    resolver: zodResolver(teamMessageBody),
  });
  const send = useSendTeamMessage();
  const toast = useToast();

  const handleSend = form.handleSubmit((body) => {
    if (send.isPending) return;
    send.mutate(body, {
      onSuccess: () => {
        const name = members.find((m) => m._id === body.toUserId)?.name ?? '';
        toast.success(t('chats.compose.sent', { name }));
        onClose();
      },
      onError: (err) => setServerError(form, err, { fallback: 'Send failed' }),
    });
  });

  return (
    <Dialog
      open
      title={t('chats.compose.title')}
      description={t('chats.compose.description')}
      onClose={onClose}
      onSubmit={() => void handleSend()}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" loading={send.isPending}>
            {t('chats.compose.send')}
          </Button>
        </>
      }
    >
      <SelectField
        control={form.control}
        name="toUserId"
        label={t('chats.compose.to')}
        options={members.map((m) => ({ value: m._id, label: labelOf(m) }))}
      />
      <TextField control={form.control} name="subject" label={t('chats.compose.subject')} maxLength={200} />
      <TextAreaField control={form.control} name="message" label={t('chats.compose.message')} rows={5} />
      <ErrorText>{form.formState.errors.root?.message}</ErrorText>
    </Dialog>
  );
}
