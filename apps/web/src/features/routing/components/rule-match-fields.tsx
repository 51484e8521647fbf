import type { Control } from 'react-hook-form';
import { LEAD_LANGUAGES, LEAD_SOURCES } from '@crm/contracts';
import { TextField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n';
import type { RuleFormValues } from '../model/rule-form';
import type { RoutingRule } from '@crm/contracts';
import { MultiSelectField } from './multi-select-field';
import { toOptions, type RoutingChoices } from './routing-choices';

type FormControl = Control<RuleFormValues, unknown, RoutingRule>;

/** Which leads a rule takes: empty everywhere, every lead the rules above leave. */
export function RuleMatchFields({ control, choices }: { control: FormControl; choices: RoutingChoices }) {
  const { t } = useT();
  return (
    <fieldset className="routing-fieldset">
      <legend>{t('routing.which')}</legend>
      <p className="muted routing-fieldset__hint">{t('routing.whichHint')}</p>
      <div className="routing-grid">
        <MultiSelectField
          control={control}
          name="match.intakeSourceIds"
          label={t('routing.sources')}
          options={toOptions(choices.sources)}
        />
        <MultiSelectField
          control={control}
          name="match.campaignIds"
          label={t('routing.campaigns')}
          options={toOptions(choices.campaigns)}
        />
        <MultiSelectField
          control={control}
          name="match.sources"
          label={t('routing.kind')}
          options={LEAD_SOURCES.map((s) => ({ value: s, label: t(`labels.source.${s}`) }))}
        />
        <MultiSelectField
          control={control}
          name="match.interests"
          label={t('routing.interests')}
          options={choices.interests}
        />
        <TextField control={control} name="match.budgetMin" label={t('routing.budgetMin')} inputMode="numeric" />
        <TextField control={control} name="match.budgetMax" label={t('routing.budgetMax')} inputMode="numeric" />
        <MultiSelectField
          control={control}
          name="match.languages"
          label={t('routing.languages')}
          options={LEAD_LANGUAGES.map((l) => ({ value: l, label: t(`routing.language.${l}`) }))}
        />
      </div>
    </fieldset>
  );
}
