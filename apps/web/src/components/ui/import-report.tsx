import type { ImportResult } from '@crm/contracts';
import { Button } from './button';
import './import-report.css';

/** What a spreadsheet import did: created, skipped, and each refused row with its reason. */
export function ImportReport({ report, onDismiss }: { report: ImportResult; onDismiss: () => void }) {
  return (
    <section className="import-report" role="status" aria-label="Import report">
      <div className="import-report__head">
        <p>
          <strong>Import finished:</strong> {report.created} created, {report.skipped} skipped.
        </p>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
      {report.errors.length > 0 && (
        <ul className="import-report__errors">
          {report.errors.map((e) => (
            <li key={`${e.row}-${e.message}`}>
              Row {e.row}: {e.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
