import { GROUP_OPTIONS, type CreatedGroup } from '../model/created-series';

/** A segmented control: one pressed button at a time. */
export function GroupByToggle({ value, onChange }: { value: CreatedGroup; onChange: (value: CreatedGroup) => void }) {
  return (
    <div className="segmented" role="group" aria-label="Group new leads by">
      {GROUP_OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          className="segmented__button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
