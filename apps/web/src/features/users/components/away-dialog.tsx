import { useForm } from 'react-hook-form';
import { awayBody, type ManagedUser } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { bodyResolver, setServerError } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { useDateTimeLocalField } from '../../../lib/use-agency-time-zone';
import { useSetAway, type AwayBody } from '../api/set-away';

interface AwayValues {
  from: string;
  until: string;
}

/** Mark someone away (leave, a trip) from-to on the agency's clock, or back: lead routing passes them over meanwhile. */
export function AwayDialog({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const { t } = useT();
  const toast = useToast();
  const setAway = useSetAway();
  const clock = useDateTimeLocalField();
  const form = useForm<AwayValues, unknown, AwayBody>({
    defaultValues: { from: clock.toInput(new Date().toISOString()), until: '' },
    resolver: bodyResolver(awayBody, (v: AwayValues) => ({
      from: clock.fromInput(v.from),
      until: clock.fromInput(v.until),
    })),
  });
  const send = (body: AwayBody, done: string) =>
    setAway.mutate(
      { id: user._id, body },
      {
        onSuccess: () => {
          toast.success(done);
          onClose();
        },
        onError: (err) => setServerError(form, err, { fallback: 'Save failed' }),
      },
    );
  const handleAway = form.handleSubmit((body) => send(body, t('routing.away.marked', { name: user.name })));
  const handleBack = () => send({ from: null, until: null }, t('routing.away.cleared', { name: user.name }));

  return (
    <Dialog
      title={t('routing.away.markFor', { name: user.name })}
      description={t('routing.away.hint')}
      onClose={onClose}
      onSubmit={() => void handleAway()}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            onClick={handleBack}
            disabled={setAway.isPending}
            aria-label={t('routing.away.backFor', { name: user.name })}
          >
            {t('routing.away.back')}
          </Button>
          <Button type="submit" variant="primary" loading={setAway.isPending}>
            {t('routing.away.save')}
          </Button>
        </>
      }
    >
      <TextField control={form.control} name="from" type="datetime-local" label={t('routing.away.from')} />
      <TextField control={form.control} name="until" type="datetime-local" label={t('routing.away.until')} />
      <ErrorText>{form.formState.errors.root?.message}</ErrorText>
    </Dialog>
  );
}
