import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { teamMessageBody, type TeamWithMembers } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { FormField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { MultiSelect } from '../../../components/ui/multi-select';
import { useToast } from '../../../components/ui/toast';
import { setServerError } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { useSendTeamMessage } from '../api/send-team-message';
import { distinctNames } from '../../../lib/person-label';

/**
 * The compose dialog: a subject and a message (both required) to the team's active members, all of
 * them to begin with, or the ones the sender keeps ticked (one, to write to one person).
 */
export function TeamMessageDialog({ team, onClose }: { team: TeamWithMembers; onClose: () => void }) {
  const { t } = useT();
  const members = team.members.filter((m) => m.active);
  const labelOf = distinctNames(members);
  const everyone = members.map((m) => m._id);
  const form = useForm({
    defaultValues: { toUserIds: everyone, subject: '', message: '' },
    resolver: zodResolver(teamMessageBody),
  });
  const chosen = form.watch('toUserIds');
  const send = useSendTeamMessage();
  const toast = useToast();

  const handleSend = form.handleSubmit((body) => {
    if (send.isPending) return;
    send.mutate(body, {
      onSuccess: ({ sent }) => {
        const only = sent === 1 ? members.find((m) => m._id === body.toUserIds[0]) : undefined;
        toast.success(
          only ? t('chats.compose.sent', { name: only.name }) : t('chats.compose.sentMany', { count: sent }),
        );
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
      <FormField
        control={form.control}
        name="toUserIds"
        label={t('chats.compose.to')}
        hint={chosen.length === everyone.length ? t('chats.compose.allMembers', { count: everyone.length }) : undefined}
      >
        {({ id, value, onChange }) => (
          <div className="row-ends row-ends--wrap">
            <MultiSelect
              id={id}
              label={t('chats.compose.to')}
              placeholder={t('chats.compose.nobody')}
              options={members.map((m) => ({ value: m._id, label: labelOf(m) }))}
              value={value}
              onChange={onChange}
            />
            {value.length < everyone.length && (
              <Button size="sm" onClick={() => onChange(everyone)}>
                {t('chats.compose.chooseAll')}
              </Button>
            )}
          </div>
        )}
      </FormField>
      <TextField control={form.control} name="subject" label={t('chats.compose.subject')} maxLength={200} />
      <TextAreaField control={form.control} name="message" label={t('chats.compose.message')} rows={5} />
      <ErrorText>{form.formState.errors.root?.message}</ErrorText>
    </Dialog>
  );
}
