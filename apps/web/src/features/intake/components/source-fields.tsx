import type { Control, FieldValues } from 'react-hook-form';
import type { CampaignRef } from '@crm/contracts';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n';

/** What every source names: its name, and optionally the campaign and team its leads go to. */
export interface SourceFieldValues extends FieldValues {
  name: string;
  campaignId: string;
  teamId: string;
}

export interface SourceChoices {
  campaigns: CampaignRef[];
  teams: CampaignRef[];
}

const options = (records: CampaignRef[]) => records.map((r) => ({ value: r._id, label: r.name }));

/** The fields the add and edit dialogs share. */
export function SourceFields<T extends SourceFieldValues>({
  control,
  campaigns,
  teams,
}: SourceChoices & { control: Control<T, unknown, unknown> }) {
  const { t } = useT();
  const c = control as unknown as Control<SourceFieldValues>;
  return (
    <>
      <TextField control={c} name="name" label={t('intake.name')} autoComplete="off" maxLength={200} dir="auto" />
      <SelectField
        control={c}
        name="campaignId"
        label={t('intake.campaign')}
        hint={t('intake.campaignHint')}
        emptyLabel={t('intake.noCampaign')}
        options={options(campaigns)}
      />
      <SelectField
        control={c}
        name="teamId"
        label={t('intake.team')}
        emptyLabel={t('intake.noTeam')}
        options={options(teams)}
      />
    </>
  );
}

/** A dropdown's "none" ('') is the API's null. */
export const orNull = (id: string) => id || null;
