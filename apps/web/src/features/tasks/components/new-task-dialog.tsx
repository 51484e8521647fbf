import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isAdminRole, type UserRef } from '@crm/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { Field } from '../../../components/ui/field';
import { FormField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { SearchInput } from '../../../components/ui/search-input';
import { Select } from '../../../components/ui/select';
import { useToast } from '../../../components/ui/toast';
import { setServerError } from '../../../lib/forms';
import { pickerLabel } from '../../../lib/sign-in-note';
import { useT } from '../../../lib/i18n';
import { useAgencyTimeZone } from '../../../lib/use-agency-time-zone';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCurrentUser } from '../../../lib/use-session';
import { useTaskAssignees } from '../api/get-task-assignees';
import { useCreateTask } from '../api/create-task';
import { chooseAssigneeMessage, emptyTaskForm, toCreateTaskBody, type TaskFormValues } from '../model/task-form';

/**
 * "+ New Task": notes (default "Follow up"), an optional due time (on the agency's clock), and who gets it. A Manager or
 * Supervisor picks among their team's members; CEO/Admin search everyone they may assign to.
 */
export function NewTaskDialog({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const caller = useCurrentUser();
  const searches = isAdminRole(caller.role);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const assignees = useTaskAssignees(searches ? debounced : '');
  const found = assignees.data ?? [];
  // The chosen person stays a choice when a new search no longer finds them.
  const [chosen, setChosen] = useState<UserRef | null>(null);
  const people = chosen && !found.some((p) => p._id === chosen._id) ? [chosen, ...found] : found;
  const form = useForm<TaskFormValues>({ defaultValues: emptyTaskForm });
  const { control, formState } = form;
  const createTask = useCreateTask();
  const toast = useToast();
  const timeZone = useAgencyTimeZone();

  const submit = form.handleSubmit((values) => {
    if (!values.assignedTo) {
      form.setError(
        'assignedTo',
        { type: 'required', message: chooseAssigneeMessage(caller.role) },
        { shouldFocus: true },
      );
      return;
    }
    createTask.mutate(toCreateTaskBody(values, timeZone), {
      onSuccess: (task) => {
        toast.success(t('tasks.create.created', { name: task.assignedTo?.name ?? '' }));
        onClose();
      },
      onError: (err) =>
        setServerError(form, err, { fallback: 'Add failed', fields: { TASK_ASSIGNEE_NOT_ALLOWED: 'assignedTo' } }),
    });
  });

  return (
    <Dialog
      title={t('tasks.create.title')}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t('tasks.create.submit')}
      submitting={createTask.isPending}
    >
      <TextAreaField
        control={control}
        name="notes"
        label={t('tasks.create.notes')}
        hint={t('tasks.create.notesHint')}
        data-autofocus
      />
      <TextField
        control={control}
        name="due"
        type="datetime-local"
        label={t('tasks.create.due')}
        hint={t('tasks.create.optional')}
      />
      {searches && (
        <Field label={t('tasks.create.find')} hint={assignees.isFetching ? t('tasks.create.searching') : undefined}>
          {(c) => <SearchInput {...c} value={search} onValueChange={setSearch} keepEnter />}
        </Field>
      )}
      <FormField
        control={control}
        name="assignedTo"
        label={searches ? t('tasks.create.member') : t('tasks.create.teamMember')}
      >
        {({ value, onChange, ...select }) => (
          <Select
            {...select}
            value={value}
            emptyLabel={t('tasks.create.choose')}
            options={people.map((p) => ({
              value: p._id,
              label: pickerLabel(p, t),
            }))}
            onValueChange={(next) => {
              setChosen(people.find((p) => p._id === next) ?? null);
              onChange(next);
            }}
          />
        )}
      </FormField>
      <ErrorText>{formState.errors.root?.message}</ErrorText>
    </Dialog>
  );
}
