import { useForm } from 'react-hook-form';
import { routingRuleSchema, type RoutingRule } from '@crm/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-field';
import { bodyResolver } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { emptyRule, toFormValues, toRule, type RuleFormValues } from '../model/rule-form';
import { RuleAssignFields } from './rule-assign-fields';
import { RuleMatchFields } from './rule-match-fields';
import type { RoutingChoices } from './routing-choices';

/** Add or edit one rule of the list on screen; the list is sent with Save. */
export function RuleDialog({
  rule,
  choices,
  onClose,
  onDone,
}: {
  /** The rule to edit; none to add one. */
  rule?: RoutingRule;
  choices: RoutingChoices;
  onClose: () => void;
  onDone: (rule: RoutingRule) => void;
}) {
  const { t } = useT();
  const form = useForm<RuleFormValues, unknown, RoutingRule>({
    defaultValues: rule ? toFormValues(rule) : emptyRule(),
    resolver: bodyResolver(routingRuleSchema, (values: RuleFormValues) => toRule(values, rule?._id)),
  });
  const handleDone = form.handleSubmit((parsed) => onDone(parsed));

  return (
    <Dialog
      title={t(rule ? 'routing.editTitle' : 'routing.addTitle')}
      onClose={onClose}
      onSubmit={() => void handleDone()}
      submitLabel={t('routing.apply')}
      size="lg"
    >
      <TextField
        control={form.control}
        name="name"
        label={t('routing.name')}
        autoComplete="off"
        maxLength={200}
        dir="auto"
      />
      <RuleMatchFields control={form.control} choices={choices} />
      <RuleAssignFields control={form.control} choices={choices} />
    </Dialog>
  );
}
