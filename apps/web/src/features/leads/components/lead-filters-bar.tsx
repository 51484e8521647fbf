import { useId, useState, type FormEvent } from 'react';
import { LEAD_SOURCES, LEAD_STATUSES, type Lookup, type TeamRef } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { CloseIcon, SearchIcon } from '../../../components/ui/icons';
import { FiltersToggle } from '../../../components/ui/filters-toggle';
import { Select } from '../../../components/ui/select';
import { useCan } from '../../../lib/authorization';
import { useMediaQuery } from '../../../lib/use-media-query';
import { countActiveFilters, type LeadFilters, type LeadOrder } from '../model/lead-filters';
import { SearchInput } from '../../../components/ui/search-input';
import type { QueryPatch } from '../../../lib/url-query/schema-query';
import { useT } from '../../../lib/i18n';

/** The order choices; their labels are `leads.filters.<order>`. */
export const ORDERS: LeadOrder[] = ['newest', 'oldest', 'az'];

interface LeadFiltersBarProps {
  filters: LeadFilters;
  teams: TeamRef[];
  interests: Lookup[];
  onChange: (patch: QueryPatch<LeadFilters>) => void;
  onClear: () => void;
}

/**
 * Search applies on Enter or "Filter"; the selects apply as soon as they change. On phones the
 * selects wait behind a "Filters" toggle so the list stays in view, and the search is applied by a
 * magnifier ("Search"), so no two buttons there say "Filter".
 */
export function LeadFiltersBar({ filters, teams, interests, onChange, onClear }: LeadFiltersBarProps) {
  const { t } = useT();
  // The team filter: CEO/Admin/Manager only.
  const showTeam = useCan('leads:chooseTeam');
  const isPhone = useMediaQuery('(max-width: 640px)');
  const [open, setOpen] = useState(false);
  const panelId = useId();

  // The typed search is a draft until applied; a new URL (a chip removed, Back) resets it.
  const search = filters.search ?? '';
  const [draft, setDraft] = useState(search);
  const [applied, setApplied] = useState(search);
  if (applied !== search) {
    setApplied(search);
    setDraft(search);
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: draft.trim() });
  };

  const panelCount = [
    filters.status,
    filters.source,
    filters.interest,
    filters.firstContact,
    showTeam ? filters.teamId : '',
  ].filter(Boolean).length;
  const anyFilter = countActiveFilters(filters) > 0;
  const knownInterest = !filters.interest || interests.some((i) => i.value === filters.interest);
  const knownTeam = !filters.teamId || teams.some((t) => t._id === filters.teamId);

  return (
    <div className="filters">
      <form
        className="field-row lead-filters__search"
        role="search"
        aria-label={t('leads.filters.searchForm')}
        onSubmit={handleSubmit}
      >
        <Field label={t('leads.filters.search')} className="lead-filters__search-field">
          {(c) => (
            <SearchInput
              {...c}
              placeholder={t('leads.filters.searchPlaceholder')}
              enterKeyHint="search"
              value={draft}
              onValueChange={setDraft}
            />
          )}
        </Field>
        {/* Phones: "Filters" opens the panel, so the search's own button is the magnifier alone. */}
        <Button type="submit" variant="primary" icon={<SearchIcon size={18} />} iconOnly={isPhone}>
          {isPhone ? t('leads.filters.apply') : t('leads.filters.filter')}
        </Button>
        {isPhone && (
          <FiltersToggle
            label={panelCount ? t('leads.filters.filtersCount', { count: panelCount }) : t('leads.filters.filters')}
            count={panelCount}
            open={open}
            panelId={panelId}
            onToggle={() => setOpen((o) => !o)}
          />
        )}
      </form>

      <div id={panelId} className="filters__panel lead-filters__panel" hidden={isPhone && !open}>
        <Field label={t('leads.filters.status')}>
          {(c) => (
            <Select
              {...c}
              value={filters.status ?? ''}
              emptyLabel={t('leads.filters.allStatuses')}
              options={LEAD_STATUSES.map((s) => ({ value: s, label: t(`labels.status.${s}`) }))}
              onValueChange={(status) => onChange({ status })}
            />
          )}
        </Field>
        <Field label={t('leads.filters.source')}>
          {(c) => (
            <Select
              {...c}
              value={filters.source ?? ''}
              emptyLabel={t('leads.filters.allSources')}
              options={LEAD_SOURCES.map((s) => ({ value: s, label: t(`labels.source.${s}`) }))}
              onValueChange={(source) => onChange({ source })}
            />
          )}
        </Field>
        <Field label={t('leads.filters.interest')}>
          {(c) => (
            <Select
              {...c}
              value={filters.interest ?? ''}
              emptyLabel={t('leads.filters.allInterests')}
              options={[
                // A value from the URL that is no longer a lookup still shows as chosen.
                ...(filters.interest && !knownInterest ? [filters.interest] : []),
                ...interests.map((i) => ({ value: i.value, label: i.label })),
              ]}
              onValueChange={(interest) => onChange({ interest })}
            />
          )}
        </Field>
        <Field label={t('firstContact.filterLabel')}>
          {(c) => (
            <Select
              {...c}
              value={filters.firstContact ?? ''}
              emptyLabel={t('firstContact.filterAny')}
              options={[{ value: 'overdue' as const, label: t('firstContact.filter') }]}
              onValueChange={(firstContact) => onChange({ firstContact })}
            />
          )}
        </Field>
        {showTeam && (
          <Field label={t('leads.filters.team')}>
            {(c) => (
              <Select
                {...c}
                value={filters.teamId ?? ''}
                emptyLabel={t('leads.filters.allTeams')}
                options={[
                  ...(filters.teamId && !knownTeam
                    ? [{ value: filters.teamId, label: t('leads.filters.selectedTeam') }]
                    : []),
                  ...teams.map((t) => ({ value: t._id, label: t.name })),
                ]}
                onValueChange={(teamId) => onChange({ teamId })}
              />
            )}
          </Field>
        )}
        <Field label={t('leads.filters.order')}>
          {(c) => (
            <Select<LeadOrder>
              {...c}
              value={filters.sort ? '' : filters.order}
              options={[
                ...(filters.sort ? [{ value: '', label: t('leads.filters.byColumn'), disabled: true }] : []),
                ...ORDERS.map((value) => ({ value, label: t(`leads.filters.${value}`) })),
              ]}
              onValueChange={(order) => order && onChange({ order })}
            />
          )}
        </Field>
        {anyFilter && (
          <Button variant="ghost" icon={<CloseIcon size={16} />} onClick={onClear} className="lead-filters__clear">
            {t('leads.filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
