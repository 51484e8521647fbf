import { useState } from 'react';
import type { ImportBatch, ImportProblem } from '@crm/contracts';
import { Badge } from '../../../components/ui/badge';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { translateText, useT } from '../../../lib/i18n';
import { useImportProblems } from '../api/get-import-problems';
import { DownloadRejectedButton } from './download-rejected-button';

const PAGE_SIZES = [20, 50] as const;

/** A rejected row's cells as the sheet had them, on one line: "Name: Hala · Phone: 12". */
const cellsText = (problem: ImportProblem) =>
  problem.cells
    .filter((cell) => cell.value)
    .map((cell) => `${cell.header}: ${cell.value}`)
    .join(' · ');

/** An import's rejected rows and warnings by row, a page at a time, with the rejected rows' download. */
export function ImportProblemsDialog({ batch, onClose }: { batch: ImportBatch; onClose: () => void }) {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  const problems = useImportProblems(batch._id, { page, limit });
  const data = problems.data;

  return (
    <Dialog
      onClose={onClose}
      size="lg"
      title={t('imports.problemsTitle')}
      description={<bdi>{batch.fileName || t(`imports.kinds.${batch.kind}`)}</bdi>}
      footer={batch.skipped > 0 ? <DownloadRejectedButton batch={batch} /> : undefined}
    >
      {problems.isPending && <Skeleton />}
      {problems.isError && (
        <ErrorState error={problems.error} fallback="Failed to load problems" onRetry={() => void problems.refetch()} />
      )}
      {data && data.total === 0 && <p className="muted">{t('imports.noProblems')}</p>}
      {data && data.items.length > 0 && (
        <ul className="import-problems-list" aria-label={t('imports.problemsTitle')}>
          {data.items.map((problem) => (
            <li key={`${problem.row}-${problem.kind}-${problem.message}`}>
              <p>
                <Badge tone={problem.kind === 'rejected' ? 'danger' : 'warning'}>
                  {t(`imports.problemKinds.${problem.kind}`)}
                </Badge>{' '}
                {t('common.importRow', { row: problem.row, message: translateText(problem.message) })}
              </p>
              {problem.cells.length > 0 && (
                <p className="muted import-problems-list__cells">
                  <bdi>{cellsText(problem)}</bdi>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && data.total > PAGE_SIZES[0] && (
        <Pagination
          page={page}
          total={data.total}
          limit={limit}
          limitOptions={PAGE_SIZES}
          onPageChange={setPage}
          onLimitChange={(n) => {
            setLimit(n);
            setPage(1);
          }}
        />
      )}
    </Dialog>
  );
}
