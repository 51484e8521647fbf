import { useEffect, useRef, useState } from 'react';
import {
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadSource,
  type LeadStatus,
  type Lookup,
  type TeamRef,
} from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/use-session';
import { useCreateLead } from '../api/create-lead';
import {
  duplicateWarning,
  emptyLeadForm,
  leadFormFields,
  sanitizePhone,
  toCreateLeadBody,
  validateLeadForm,
  type LeadFormValues,
} from '../model/lead-form';
import { AssigneeField } from './assignee-field';
import './lead-dialogs.css';

export const CHOOSE_TEAM = 'Please choose a team';

interface LeadAddDialogProps {
  teams: TeamRef[];
  interests: Lookup[];
  onClose: () => void;
}

export function LeadAddDialog({ teams, interests, onClose }: LeadAddDialogProps) {
  const caller = useCurrentUser();
  const fields = leadFormFields(caller.role);
  const isManager = caller.role === 'Manager';
  const [values, setValues] = useState<LeadFormValues>(() => emptyLeadForm());
  const [error, setError] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const createLead = useCreateLead();
  const toast = useToast();
  const nameRef = useRef<HTMLInputElement>(null);
  const teamRef = useRef<HTMLSelectElement>(null);
  const messagesRef = useRef<HTMLDivElement>(null);

  // On a phone the message may sit below the fold of the sheet: bring it into view.
  useEffect(() => {
    if (error || duplicate) messagesRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error, duplicate]);

  // A Manager with one team adds to it; with several they choose (the server asks the same).
  const teamId = values.teamId || (isManager && teams.length === 1 ? teams[0]!._id : '');
  const set = (patch: Partial<LeadFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    if (patch.phone !== undefined) setDuplicate(null);
  };

  const submit = (allowDuplicate: boolean) => {
    if (createLead.isPending) return;
    const nameError = validateLeadForm(values);
    const invalid = nameError ?? (isManager && teams.length > 1 && !teamId ? CHOOSE_TEAM : null);
    setError(invalid);
    if (invalid) {
      (nameError ? nameRef : teamRef).current?.focus();
      return;
    }
    if (!allowDuplicate) setDuplicate(null);
    createLead.mutate(toCreateLeadBody({ ...values, teamId }, fields, allowDuplicate), {
      onSuccess: (lead) => {
        toast.success(`Lead "${lead.name}" added`);
        onClose();
      },
      onError: (err) => {
        const dup = duplicateWarning(err);
        if (dup) setDuplicate(dup.message);
        else setError(errorMessage(err, 'Failed to create lead'));
      },
    });
  };

  return (
    <Dialog
      open
      title="Add Lead"
      onClose={onClose}
      onSubmit={() => submit(false)}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" loading={createLead.isPending && !duplicate}>
            Add Lead
          </Button>
        </>
      }
    >
      <div className="form-grid">
        <Field label="Name" className="form-grid__full">
          {(c) => (
            <input
              {...c}
              ref={nameRef}
              className="input"
              autoComplete="off"
              aria-required="true"
              aria-invalid={error && !values.name.trim() ? true : undefined}
              value={values.name}
              onChange={(e) => set({ name: e.target.value })}
            />
          )}
        </Field>
        <Field label="Phone" hint="Digits only">
          {(c) => (
            <input
              {...c}
              className="input"
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              value={values.phone}
              onChange={(e) => set({ phone: sanitizePhone(e.target.value) })}
            />
          )}
        </Field>
        <Field label="Email" hint="Optional">
          {(c) => (
            <input
              {...c}
              className="input"
              type="email"
              autoComplete="off"
              dir="ltr"
              value={values.email}
              onChange={(e) => set({ email: e.target.value })}
            />
          )}
        </Field>
        <Field label="Status">
          {(c) => (
            <Select<LeadStatus>
              {...c}
              value={values.status}
              options={LEAD_STATUSES}
              onValueChange={(status) => status && set({ status })}
            />
          )}
        </Field>
        <Field label="Interest">
          {(c) => (
            <Select
              {...c}
              value={values.propertyInterest}
              emptyLabel="Not set"
              options={interests.map((i) => ({ value: i.value, label: i.label }))}
              onValueChange={(propertyInterest) => set({ propertyInterest })}
            />
          )}
        </Field>
        <Field label="Source" hint={fields.source ? undefined : 'Leads you add are Organic.'}>
          {(c) => (
            <Select<LeadSource>
              {...c}
              value={fields.source ? values.source : 'Organic'}
              disabled={!fields.source}
              options={LEAD_SOURCES}
              onValueChange={(source) => source && set({ source })}
            />
          )}
        </Field>
        {fields.team && (
          <Field label="Team">
            {(c) => (
              <Select
                {...c}
                ref={teamRef}
                value={teamId}
                emptyLabel={isManager ? 'Choose a team' : 'No team'}
                options={teams.map((t) => ({ value: t._id, label: t.name }))}
                onValueChange={(teamId) => set({ teamId })}
              />
            )}
          </Field>
        )}
        {fields.assignee && <AssigneeField value={values.assignedTo} onChange={(assignedTo) => set({ assignedTo })} />}
      </div>
      <div ref={messagesRef} className="lead-add__messages">
        {duplicate && (
          <div className="lead-duplicate" role="alert">
            <p>{duplicate}</p>
            <Button variant="primary" size="sm" loading={createLead.isPending} onClick={() => submit(true)}>
              Add anyway
            </Button>
          </div>
        )}
        <ErrorText>{error}</ErrorText>
      </div>
    </Dialog>
  );
}
