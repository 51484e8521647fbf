import { Suspense, useState } from 'react';
import type { Lead } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';

const MergeLeadDialog = lazyWithPreload(() => import('./merge-lead-dialog').then((m) => m.MergeLeadDialog));

/** The lead page's "Merge…" (shown to CEO/Admin, `canMergeLeads`), opening the merge dialog. */
export function LeadMergeAction({ lead }: { lead: Lead }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('leadsBulk.merge.action')}</Button>
      {open && (
        <Suspense fallback={null}>
          <MergeLeadDialog lead={lead} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
