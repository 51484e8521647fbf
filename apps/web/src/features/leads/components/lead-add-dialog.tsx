import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  can,
  createLeadBody,
  needsFollowUpDate,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type CreateLeadBody,
  type Lookup,
  type TeamRef,
} from '@crm/contracts';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { Dialog } from '../../../components/ui/dialog';
import { OfflineNote } from '../../../components/ui/offline-unavailable';
import { ErrorText } from '../../../components/ui/error-text';
import { PhoneField, SelectField, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { bodyResolver, setServerError } from '../../../lib/forms';
import { useCurrentUser } from '../../../lib/use-session';
import { useOnline } from '../../../lib/offline/use-online';
import { useDateTimeLocalField } from '../../../lib/use-agency-time-zone';
import { followUpFieldError } from '../model/follow-up';
import { useCreateLead } from '../api/create-lead';
import { useRequestClient } from '../api/request-client';
import { errorMessage } from '../../../lib/api-error';
import { duplicateWarning, emptyLeadForm, leadFormFields, toCreateLeadBody } from '../model/lead-form';
import { AssigneeField } from './assignee-field';
import { LeadCampaignField } from './lead-campaign-field';
import './lead-dialogs.css';
import { translateText, useT } from '../../../lib/i18n';

export const CHOOSE_TEAM = 'Please choose a team';

interface LeadAddDialogProps {
  teams: TeamRef[];
  interests: Lookup[];
  onClose: () => void;
}

export function LeadAddDialog({ teams, interests, onClose }: LeadAddDialogProps) {
  const { t } = useT();
  const caller = useCurrentUser();
  const fields = leadFormFields(caller.role);
  const isManager = caller.role === 'Manager';
  // A Manager with one team adds to it; with several they choose (the server asks the same).
  const onlyTeam = isManager && teams.length === 1 ? teams[0]!._id : '';
  const dateField = useDateTimeLocalField();
  const form = useForm({
    defaultValues: emptyLeadForm(onlyTeam),
    resolver: bodyResolver(createLeadBody, (values) =>
      toCreateLeadBody({ ...values, teamId: values.teamId || onlyTeam }, fields, dateField.fromInput),
    ),
  });
  const { control, formState } = form;
  const status = form.watch('status');
  const [duplicate, setDuplicate] = useState<ReturnType<typeof duplicateWarning>>(null);
  const requestClient = useRequestClient();
  const createLead = useCreateLead();
  const toast = useToast();
  const online = useOnline();
  const messagesRef = useRef<HTMLDivElement>(null);
  const error = formState.errors.root?.message;

  // On a phone the message may sit below the fold of the sheet: bring it into view.
  useEffect(() => {
    if (error || duplicate) messagesRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error, duplicate]);

  const send = (body: CreateLeadBody, allowDuplicate: boolean) => {
    if (createLead.isPending) return;
    if (isManager && teams.length > 1 && !body.teamId) {
      form.setError('teamId', { type: 'required', message: CHOOSE_TEAM }, { shouldFocus: true });
      return;
    }
    // A FollowUp asks its date here, by the rule the server applies (followUpProblem).
    const followUp = followUpFieldError({
      statusBefore: null,
      statusAfter: body.status ?? 'New',
      followUpDateAfter: body.followUpDate,
      setsFollowUp: Boolean(body.followUpDate),
    });
    if (followUp) {
      form.setError('followUpDate', { type: 'required', message: followUp }, { shouldFocus: true });
      return;
    }
    if (!allowDuplicate) setDuplicate(null);
    createLead.mutate(allowDuplicate ? { ...body, allowDuplicate } : body, {
      onSuccess: (lead) => {
        toast.success(t('leads.add.added', { name: lead.name }));
        onClose();
      },
      onError: (err) => {
        const dup = duplicateWarning(err);
        if (dup) setDuplicate(dup);
        else setServerError(form, err, { fallback: 'Failed to create lead' });
      },
    });
  };
  const askSupervisor = () =>
    requestClient.mutate(
      { phone: form.getValues('phone') },
      {
        onSuccess: ({ notified }) => {
          toast.success(t('leads.add.asked', { count: notified }));
          onClose();
        },
        onError: (err) => toast.error(errorMessage(err, 'Could not ask your Supervisor')),
      },
    );
  const submit = (allowDuplicate: boolean) => void form.handleSubmit((body) => send(body, allowDuplicate))();

  return (
    <Dialog
      title={t('leads.add.title')}
      onClose={onClose}
      onSubmit={() => submit(false)}
      submitLabel={t('leads.add.title')}
      submitting={createLead.isPending && !duplicate}
    >
      {/* Said before anything is typed: offline a new lead is refused at once, never held (issue 45). */}
      {!online && <OfflineNote>{t('offline.addLeadNeedsConnection')}</OfflineNote>}
      <div className="form-grid">
        <TextField
          control={control}
          name="name"
          label={t('leads.add.name')}
          className="form-grid__full"
          autoComplete="off"
          aria-required="true"
        />
        <PhoneField
          control={control}
          name="phone"
          label={t('leads.add.phone')}
          hint={t('leads.add.phoneHint')}
          onChange={() => setDuplicate(null)}
        />
        <TextField
          control={control}
          name="email"
          label={t('leads.add.email')}
          hint={t('leads.add.optional')}
          type="email"
          autoComplete="off"
          dir="ltr"
        />
        <SelectField
          control={control}
          name="status"
          label={t('leads.add.status')}
          options={LEAD_STATUSES.map((s) => ({ value: s, label: t(`labels.status.${s}`) }))}
        />
        {needsFollowUpDate(status) && (
          <TextField
            control={control}
            name="followUpDate"
            label={t('leads.followUp.reminder')}
            hint={t('leads.followUp.dateRequired')}
            type="datetime-local"
            aria-required="true"
          />
        )}
        <SelectField
          control={control}
          name="propertyInterest"
          label={t('leads.add.interest')}
          emptyLabel={t('leads.add.notSet')}
          options={interests.map((i) => ({ value: i.value, label: i.label }))}
        />
        <SelectField
          control={control}
          name="source"
          label={t('leads.add.source')}
          hint={fields.source ? undefined : t('leads.add.organicHint')}
          disabled={!fields.source}
          options={LEAD_SOURCES.map((s) => ({ value: s, label: t(`labels.source.${s}`) }))}
        />
        {fields.source && <LeadCampaignField control={control} />}
        {fields.team && (
          <SelectField
            control={control}
            name="teamId"
            label={t('leads.add.team')}
            emptyLabel={isManager ? t('leads.add.chooseTeam') : t('leads.add.noTeam')}
            options={teams.map((t) => ({ value: t._id, label: t.name }))}
          />
        )}
        {fields.assignee && <AssigneeField control={control} />}
      </div>
      <div ref={messagesRef} className="stack lead-add__messages">
        {duplicate && (
          <div className="row-ends row-ends--wrap lead-duplicate" role="alert">
            <p>{translateText(duplicate.message)}</p>
            <span className="lead-duplicate__actions">
              {duplicate.leadId && (
                <ButtonLink size="sm" to={paths.lead.href(duplicate.leadId)}>
                  {t('leadsBulk.openExisting')}
                </ButtonLink>
              )}
              {duplicate.withColleague ? (
                can(caller, 'leads:requestClient') && (
                  <Button variant="primary" size="sm" loading={requestClient.isPending} onClick={askSupervisor}>
                    {t('leads.add.askSupervisor')}
                  </Button>
                )
              ) : (
                <Button variant="primary" size="sm" loading={createLead.isPending} onClick={() => submit(true)}>
                  {t('leads.add.addAnyway')}
                </Button>
              )}
            </span>
          </div>
        )}
        <ErrorText>{error}</ErrorText>
      </div>
    </Dialog>
  );
}
