import { useWatch, type Control } from 'react-hook-form';
import { ROUTING_STRATEGIES } from '@crm/contracts';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n';
import type { RuleFormValues } from '../model/rule-form';
import type { RoutingRule } from '@crm/contracts';
import { CheckField } from './check-field';
import { MultiSelectField } from './multi-select-field';
import { toOptions, type RoutingChoices } from './routing-choices';

type FormControl = Control<RuleFormValues, unknown, RoutingRule>;

const HAND_OVERS = ['0', '1', '2', '3', '4', '5'];

/** Who gets a rule's leads, how they take turns, their daily cap and the hand-overs. */
export function RuleAssignFields({ control, choices }: { control: FormControl; choices: RoutingChoices }) {
  const { t } = useT();
  const userIds = useWatch({ control, name: 'assign.userIds' });
  const nameOf = (id: string) => choices.people.find((p) => p._id === id)?.name ?? id;
  return (
    <fieldset className="routing-fieldset">
      <legend>{t('routing.who')}</legend>
      <div className="routing-grid">
        <MultiSelectField
          control={control}
          name="assign.userIds"
          label={t('routing.people')}
          placeholder={t('common.none')}
          options={toOptions(choices.people)}
        />
        <MultiSelectField
          control={control}
          name="assign.teamIds"
          label={t('routing.teams')}
          placeholder={t('common.none')}
          hint={t('routing.teamsHint')}
          options={toOptions(choices.teams)}
        />
        <SelectField
          control={control}
          name="assign.strategy"
          label={t('routing.how')}
          options={ROUTING_STRATEGIES.map((s) => ({ value: s, label: t(`routing.strategy.${s}`) }))}
        />
        <TextField
          control={control}
          name="assign.dailyCap"
          label={t('routing.dailyCapLabel')}
          hint={t('routing.dailyCapHint')}
          inputMode="numeric"
        />
        <SelectField
          control={control}
          name="rerouteTimes"
          label={t('routing.rerouteTimes')}
          hint={t('routing.rerouteHint')}
          options={HAND_OVERS}
        />
      </div>
      {userIds.length > 0 && (
        <div className="routing-weights" role="group" aria-label={t('routing.weights')}>
          <p className="field__label">{t('routing.weights')}</p>
          <p className="muted routing-fieldset__hint">{t('routing.weightsHint')}</p>
          <div className="routing-grid">
            {userIds.map((id) => (
              <TextField
                key={id}
                control={control}
                name={`assign.weights.${id}`}
                label={t('routing.weightFor', { name: nameOf(id) })}
                inputMode="numeric"
                placeholder="1"
              />
            ))}
          </div>
        </div>
      )}
      <CheckField control={control} name="assign.workingHoursOnly" label={t('routing.workingHoursOnly')} />
    </fieldset>
  );
}
