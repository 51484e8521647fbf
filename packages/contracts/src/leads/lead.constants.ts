import { westernDigits } from '../imports/match-key';

/**
 * The lead vocabulary without zod: screens that only show or compare these (the dashboard, the
 * notifications) import them without building any schema. lead.schema.ts builds its enums from them.
 */
export const LEAD_STATUSES = ['New', 'Contacted', 'FollowUp', 'Qualified', 'Won', 'Lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Follow-up date and notes may be set only in these statuses. */
export const FOLLOW_UP_STATUSES = ['FollowUp', 'Contacted', 'Qualified'] as const satisfies readonly LeadStatus[];
export const CLOSED_STATUSES = ['Won', 'Lost'] as const satisfies readonly LeadStatus[];
export const isFollowUpStatus = (status: LeadStatus) => (FOLLOW_UP_STATUSES as readonly string[]).includes(status);

export const LEAD_SOURCES = ['Campaign', 'Organic'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_PRIVACIES = ['public', 'agent_private'] as const;
export type LeadPrivacy = (typeof LEAD_PRIVACIES)[number];

export const LEAD_ORDERS = ['newest', 'oldest', 'az'] as const;

/** Phones are stored and compared as digits only; Arabic-Indic digits ("٠١٠٠") are digits too. */
export const digitsOnly = (value: string) => westernDigits(value).replace(/\D+/g, '');

/** Direction marks a phone pasted from an Arabic chat carries around its "+" and digits. */
const BIDI_MARKS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;

/**
 * What a phone field keeps of what was typed or pasted, in any digits: the digits (as 0-9) and a
 * leading "+" (also a full-width "＋") for a number with its country code. The server stores it in
 * its international form.
 */
export function phoneInputText(value: string): string {
  const trimmed = value.replace(BIDI_MARKS, '').trim();
  return (/^[+＋]/.test(trimmed) ? '+' : '') + digitsOnly(trimmed);
}

/**
 * The fields of a lead edit that may carry an expectation (`updateLeadBody.expected`): the values
 * the client saw, refused with EDIT_CONFLICT when someone else changed one meanwhile.
 */
export const EXPECTABLE_LEAD_FIELDS = [
  'status',
  'propertyInterest',
  'followUpDate',
  'followUpNotes',
  'agentFeedback',
  'budget',
] as const;
export type ExpectableLeadField = (typeof EXPECTABLE_LEAD_FIELDS)[number];
