import { TASK_LINKED, type LeadHistoryEntry } from '@crm/contracts';
import type { timelineEn } from '../../../lib/i18n/catalogs/timeline.en';
import { relativeTime } from '../../../lib/relative-time';

export type TimelineKey = Exclude<keyof typeof timelineEn, 'title' | 'empty' | 'loading' | 'loadMore' | 'loadingMore'>;

/** What turns stored values into words, in the reader's language (the screen supplies it). */
export interface TimelineWords {
  /** The sentence `key` with its values filled in. */
  say: (key: TimelineKey, values: Record<string, string>) => string;
  status: (status: string) => string;
  taskState: (state: string) => string;
  interest: (value: string) => string;
  /** A stored ISO date, in the agency's zone. */
  dateTime: (iso: string) => string;
  price: (amount: number) => string;
}

/**
 * One history entry as a sentence: "Sara changed status from New to Interested". Pure, so the
 * English and Arabic wordings are tested without a screen (timeline.test.ts).
 */
export function timelineSentence(entry: LeadHistoryEntry, words: TimelineWords): string {
  const who = entry.actor?.name ?? words.say('system', {});
  const { from, to } = entry;
  const say = (key: TimelineKey, values: Record<string, string> = {}) => words.say(key, { who, ...values });
  /** A change that can be set, changed or cleared ("set the budget to", "changed ... from ... to", "cleared"). */
  const change = (
    keys: [set: TimelineKey, changed: TimelineKey, cleared: TimelineKey],
    show: (v: string) => string,
  ) => {
    if (to === null) return say(keys[2], from === null ? {} : { from: show(from) });
    if (from === null) return say(keys[0], { to: show(to) });
    return say(keys[1], { from: show(from), to: show(to) });
  };
  const amount = (value: string) => (Number.isFinite(Number(value)) ? words.price(Number(value)) : value);

  switch (entry.kind) {
    case 'created':
      return say('created');
    case 'imported':
      return say('imported');
    case 'status':
      return from === null
        ? say('statusSet', { to: words.status(to ?? '') })
        : say('status', { from: words.status(from), to: words.status(to ?? '') });
    case 'interest':
      return change(['interestSet', 'interest', 'interestCleared'], words.interest);
    case 'privacy':
      return say(to === 'public' ? 'privacyPublic' : 'privacyPrivate');
    case 'assignment':
      return from === null ? say('assigned', { to: to ?? '' }) : say('reassigned', { from, to: to ?? '' });
    case 'followUp':
      // The date did not move: only the notes changed.
      if (from === to && to !== null) return say('followUpNotes');
      return change(['followUpSet', 'followUpMoved', 'followUpCleared'], words.dateTime);
    case 'budget':
      return change(['budgetSet', 'budgetChanged', 'budgetCleared'], amount);
    case 'campaign':
      return change(['campaignSet', 'campaignChanged', 'campaignCleared'], (name) => name);
    case 'team':
      return change(['teamSet', 'teamChanged', 'teamCleared'], (name) => name);
    case 'deleted':
      return say('deleted');
    case 'restored':
      return say('restored');
    case 'feedback':
      return say('feedback');
    case 'task':
      if (to === TASK_LINKED) return say('taskLinked', { task: entry.note });
      if (from === TASK_LINKED) return say('taskUnlinked', { task: entry.note });
      return say('taskState', { task: entry.note, to: words.taskState(to ?? '') });
    case 'unitInquiry':
      return say('unitInquiry', { unit: entry.note });
    case 'contactAttempt':
      return say(entry.note === 'whatsapp' ? 'contactWhatsapp' : 'contactCall');
    case 'merged':
      return say('merged');
    case 'arrived':
      return say('arrived', { source: entry.note });
    case 'inquiry':
      return say('inquiry', { source: entry.note });
    case 'routed':
      return say('routed', { reason: entry.note });
  }
}

/** Text quoted under the sentence: the feedback's first words, the follow-up's notes. */
export function timelineQuote(entry: LeadHistoryEntry): string | null {
  if (entry.kind === 'feedback' || entry.kind === 'followUp') return entry.note || null;
  return null;
}

/** Beyond this, a date says more than "12 days ago". */
const RELATIVE_FOR_MS = 7 * 86_400_000;

/** How long ago, for an entry of the last week; null for an older one (its date says it better). */
export function recentlyAgo(at: string, now: Date, locale: string): string | null {
  return now.getTime() - new Date(at).getTime() < RELATIVE_FOR_MS ? relativeTime(at, now, locale) : null;
}
