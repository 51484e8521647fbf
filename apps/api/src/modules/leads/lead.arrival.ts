import { Types } from 'mongoose';
import { toInternationalPhone, type LeadArrival } from '@crm/contracts';
import { publish } from '../../core/events';
import { CampaignModel } from '../lookups';
import { TeamModel } from '../users';
import { leadsWithEmails, leadsWithPhones } from './lead.duplicates';
import type { FirstContactSla } from './lead.first-contact';
import { historyEntry, pushHistory } from './lead.history';
import { LeadModel } from './lead.model';

/**
 * A lead that arrived by itself (a website form, a Facebook ad) as the intake module hands it over:
 * what the client typed, and how they came.
 */
export interface Arrival {
  name: string;
  /** As typed: read in the agency's country like Add Lead's. */
  phone: string;
  email: string;
  /** The source's campaign and team, when it names them. */
  campaignId: Types.ObjectId | null;
  teamId: Types.ObjectId | null;
  details: LeadArrival;
  at: Date;
}

export type ArrivalOutcome =
  | { status: 'created' | 'duplicate'; lead: { _id: Types.ObjectId; name: string } }
  | { status: 'ignored'; reason: string };

export const NO_CONTACT = 'No phone or email to reach the client';

/**
 * The one creation decision for a lead nobody typed: the phone in its international form (a phone
 * that is not one is kept among the answers, as typed), the duplicate rule of Add Lead and imports
 * (a live lead with the same phone, else the same email, is the same client: it gets a history
 * entry and its assignee a notice, and no second lead is made), the source's campaign (a Campaign
 * lead) and team, unassigned until routed, its first history entry naming the source.
 */
export async function receiveArrival(arrival: Arrival, country: string, sla: FirstContactSla): Promise<ArrivalOutcome> {
  const phone = toInternationalPhone(arrival.phone, country) ?? '';
  const email = arrival.email.trim().toLowerCase();
  const answers = [...arrival.details.answers];
  if (arrival.phone.trim() && !phone) answers.unshift({ question: 'Phone (as typed)', answer: arrival.phone.trim() });
  if (!phone && !email) return { status: 'ignored', reason: NO_CONTACT };

  const existing = await existingLeadOf(phone, email);
  if (existing) {
    await repeatInquiry(existing, arrival);
    return { status: 'duplicate', lead: { _id: existing._id, name: existing.name } };
  }

  const [campaign, team] = await Promise.all([
    arrival.campaignId ? CampaignModel.exists({ _id: arrival.campaignId }) : null,
    arrival.teamId ? TeamModel.exists({ _id: arrival.teamId }) : null,
  ]);
  const name = arrival.name.trim() || email || phone;
  const doc = await LeadModel.create({
    name,
    phone,
    email,
    status: 'New',
    privacy: 'public',
    source: campaign ? 'Campaign' : 'Organic',
    campaignId: campaign ? campaign._id : null,
    teamId: team ? team._id : null,
    assignedTo: null,
    createdBy: null,
    assignedAt: null,
    firstContactAt: null,
    firstContactDueAt: sla.dueAt(null),
    arrival: { ...arrival.details, answers },
    history: [historyEntry(null, 'arrived', { note: arrival.details.source.name }, arrival.at)],
  });
  await publish('leads.arrived', {
    leads: [{ _id: doc._id, name: doc.name, teamId: doc.teamId ?? null }],
    at: arrival.at,
  });
  return { status: 'created', lead: { _id: doc._id, name: doc.name } };
}

async function existingLeadOf(phone: string, email: string) {
  const byPhone = phone ? (await leadsWithPhones([phone])).get(phone) : undefined;
  const id = byPhone ?? (email ? (await leadsWithEmails([email])).get(email) : undefined);
  if (!id) return null;
  return LeadModel.findById(id).select({ name: 1, assignedTo: 1 }).lean();
}

/** The client asked again: their lead records it, and whoever holds it hears of it. */
async function repeatInquiry(
  lead: { _id: Types.ObjectId; name: string; assignedTo?: Types.ObjectId | null },
  arrival: Arrival,
) {
  const source = arrival.details.source.name;
  await LeadModel.updateOne(
    { _id: lead._id },
    pushHistory(historyEntry(null, 'inquiry', { note: source }, arrival.at)),
    { timestamps: false },
  );
  await publish('lead.inquiredAgain', {
    lead: { _id: lead._id, name: lead.name },
    assignedTo: lead.assignedTo ?? null,
    source,
  });
}
