import { useId, useMemo } from 'react';
import type { LeadHistoryEntry, Lookup } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonItems } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useLeadHistory } from '../api/get-lead-history';
import { recentlyAgo, timelineQuote, timelineSentence, type TimelineWords } from '../model/timeline';
import './lead-timeline.css';

/** Keeps a value apart from the sentence around it (a Latin name inside Arabic, a date, a price). */
const isolate = (value: string) => `\u2068${value}\u2069`;

/** The words of the timeline in the reader's language, dates on the agency's clock. */
function useTimelineWords(interests: Lookup[]): { words: TimelineWords; when: (iso: string) => string } {
  const { t } = useT();
  const fmt = useFormat();
  return useMemo(() => {
    const when = fmt.dateTime;
    const interestLabel = new Map(interests.map((i) => [i.value, i.label]));
    const words: TimelineWords = {
      say: (key, values) =>
        t(
          `leads.timeline.${key}` as 'leads.timeline.created',
          Object.fromEntries(Object.entries(values).map(([k, v]) => [k, isolate(v)])) as { who: string },
        ),
      status: (status) => t(`labels.status.${status}` as 'labels.status.New', { defaultValue: status }),
      taskState: (state) => t(`tasks.state.${state}` as 'tasks.state.Open', { defaultValue: state }),
      interest: (value) => interestLabel.get(value) ?? value,
      dateTime: when,
      price: fmt.price,
    };
    return { words, when };
  }, [t, fmt, interests]);
}

/**
 * The lead's history on its page, newest first: each entry as a sentence with who and when (how
 * long ago, and the date and time on the agency's clock), a page at a time.
 */
export function LeadTimeline({ leadId, interests }: { leadId: string; interests: Lookup[] }) {
  const { t } = useT();
  const fmt = useFormat();
  const headingId = useId();
  const history = useLeadHistory(leadId);
  const { words, when } = useTimelineWords(interests);
  const pages = history.data?.pages;
  const total = pages?.at(-1)?.total ?? 0;
  // A record made while paging pushes older ones down a page: each entry is shown once.
  const entries = useMemo(() => {
    const seen = new Set<string>();
    return (pages ?? []).flatMap((page) => page.items).filter((e) => !seen.has(e._id) && Boolean(seen.add(e._id)));
  }, [pages]);
  const now = new Date();

  return (
    <section className="lead-timeline" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('leads.timeline.title')}</h2>
      {history.isPending ? (
        <SkeletonItems
          count={3}
          className="lead-timeline__skeleton"
          lines={['lead-timeline__skeleton-line', 'lead-timeline__skeleton-meta']}
          label={t('leads.timeline.loading')}
        />
      ) : history.isError && entries.length === 0 ? (
        <ErrorState
          error={history.error}
          fallback="Failed to load the timeline"
          onRetry={() => void history.refetch()}
          retryLabel={t('leads.timeline.retry')}
        />
      ) : entries.length === 0 ? (
        <EmptyState>{t('leads.timeline.empty')}</EmptyState>
      ) : (
        <>
          <ol className="lead-timeline__list">
            {entries.map((entry) => (
              <TimelineItem key={entry._id} entry={entry} sentence={timelineSentence(entry, words)}>
                <time dateTime={entry.at} title={when(entry.at)}>
                  {[recentlyAgo(entry.at, now, fmt.locale), when(entry.at)].filter(Boolean).join(' · ')}
                </time>
              </TimelineItem>
            ))}
          </ol>
          {history.isFetchNextPageError && (
            <ErrorState
              error={history.error}
              fallback="Failed to load the timeline"
              onRetry={() => void history.fetchNextPage()}
              retryLabel={t('leads.timeline.retry')}
            />
          )}
          {history.hasNextPage && (
            <div className="row-ends row-ends--wrap row-ends--tight">
              <span className="muted" aria-live="polite">
                {t('leads.timeline.shown', { shown: fmt.number(entries.length), total: fmt.number(total) })}
              </span>
              <Button size="sm" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
                {history.isFetchingNextPage ? t('leads.timeline.loadingMore') : t('leads.timeline.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function TimelineItem({
  entry,
  sentence,
  children,
}: {
  entry: LeadHistoryEntry;
  sentence: string;
  children: React.ReactNode;
}) {
  const quote = timelineQuote(entry);
  return (
    <li className={`lead-timeline__item lead-timeline__item--${entry.kind}`}>
      <span className="lead-timeline__dot" aria-hidden="true" />
      <p className="lead-timeline__sentence">{sentence}</p>
      {quote && (
        <p className="lead-timeline__quote" dir="auto">
          {quote}
        </p>
      )}
      <p className="lead-timeline__when muted">{children}</p>
    </li>
  );
}
