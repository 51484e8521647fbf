import type { ImportPhase } from '@crm/contracts';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/i18n/format';

export interface ImportProgressProps {
  /** How far the import got, as the server last said; null before its first word. */
  progress: { phase: ImportPhase; done: number; rows: number } | null;
}

/**
 * A running import's bar: reading the file (no count yet), then checking its rows, then saving them,
 * each with rows done of the total. Announced politely to screen readers as it moves.
 */
export function ImportProgress({ progress }: ImportProgressProps) {
  const { t } = useT();
  const fmt = useFormat();
  const counted = progress && progress.phase !== 'reading' && progress.rows > 0;
  const label = !progress
    ? t('common.importStarting')
    : counted
      ? t(progress.phase === 'checking' ? 'common.importChecking' : 'common.importSaving', {
          done: fmt.number(progress.done),
          rows: fmt.number(progress.rows),
        })
      : t('common.importReading');
  return (
    <div className="import-progress" role="status" aria-live="polite">
      <progress
        className="import-progress__bar"
        aria-label={label}
        {...(counted && { max: progress.rows, value: Math.min(progress.done, progress.rows) })}
      />
      <span className="import-progress__label">{label}</span>
    </div>
  );
}
