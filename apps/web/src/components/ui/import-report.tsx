import { Link } from 'react-router-dom';
import type { ImportResult } from '@crm/contracts';
import { Button } from './button';
import './import-report.css';
import { translateText, useT } from '../../lib/i18n';

interface ImportReportProps {
  report: ImportResult;
  onDismiss: () => void;
  /** Where the record a duplicate row names opens (a lead's page); without it the row only says why. */
  existingHref?: (id: string) => string;
}

/** What a spreadsheet import did: created, skipped, and each refused row with its reason. */
export function ImportReport({ report, onDismiss, existingHref }: ImportReportProps) {
  const { t } = useT();
  return (
    <section className="import-report" role="status" aria-label={t('common.importReport')}>
      <div className="row-ends">
        <p>
          <strong>{t('common.importFinished')}</strong>{' '}
          {t('common.importCounts', { created: report.created, skipped: report.skipped })}
        </p>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {t('common.dismiss')}
        </Button>
      </div>
      {report.errors.length > 0 && (
        <ul className="import-report__errors">
          {report.errors.map((e) => (
            <li key={`${e.row}-${e.message}`}>
              {t('common.importRow', { row: e.row, message: translateText(e.message) })}
              {e.existing && existingHref && (
                <>
                  {' '}
                  <Link to={existingHref(e.existing._id)}>
                    <bdi>{t('common.openNamed', { name: e.existing.name })}</bdi>
                  </Link>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
