import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// The leads screen's forms (and the schemas, zod and react-hook-form behind them) load once the
// screen has drawn, not before: a phone draws the list that much sooner. Draw them in <Suspense>.
export const LeadAddDialog = lazyWithPreload(() => import('./lead-add-dialog').then((m) => m.LeadAddDialog));
export const FeedbackDialog = lazyWithPreload(() => import('./feedback-dialog').then((m) => m.FeedbackDialog));
export const BulkStatusDialog = lazyWithPreload(() => import('./bulk-status-dialog').then((m) => m.BulkStatusDialog));
export const FollowUpPrompt = lazyWithPreload(() => import('./follow-up-prompt').then((m) => m.FollowUpPrompt));

/** Fetches every form the screen may open (called once it is idle). */
export function preloadLeadDialogs() {
  for (const dialog of [LeadAddDialog, FeedbackDialog, BulkStatusDialog, FollowUpPrompt]) void dialog.preload();
}
