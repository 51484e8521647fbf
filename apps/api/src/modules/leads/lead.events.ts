import type { Types } from 'mongoose';
import type { AuthUser } from '../../core/auth-user';
import type { LeadNotice } from './lead.changes';

/**
 * What the leads module tells the others (core/events.ts). Notifications, comments, tasks and units
 * listen; leads calls none of them. Each is published after its write, in the same request.
 */
export interface LeadRef {
  _id: unknown;
  name: string;
}

export interface LeadsCreated {
  actor: AuthUser;
  /** Added by the form, or imported from a sheet. */
  via: 'form' | 'import';
  leads: (LeadRef & { assignedTo?: unknown })[];
  /** The first feedback of imported leads (a sheet's Notes), already named in their history. */
  notes: { _id: Types.ObjectId; leadId: Types.ObjectId; content: string }[];
}

/** Changes to leads (status, interest, assignment, follow-up...), each with whom it concerns. */
export interface LeadsChanged {
  actor: AuthUser;
  notices: (LeadNotice & { lead: LeadRef })[];
}

/** Leads whose follow-up moved (set, moved or cleared): what reminders and live push react to. */
export interface FollowUpsChanged {
  actor: AuthUser;
  changes: { leadId: unknown; followUpDate: Date | null }[];
}

export interface LeadsRemoved {
  actor: AuthUser;
  leadIds: readonly unknown[];
}

/** A duplicate merged into the lead kept: what named the duplicate now names the kept lead. */
export interface LeadMerged {
  actor: AuthUser;
  from: Types.ObjectId;
  into: { _id: Types.ObjectId; name: string };
}

/** An Agent asks for a client a colleague holds (Add Lead refused it): `recipients` are to be told. */
export interface ClientRequested {
  actor: AuthUser;
  lead: LeadRef;
  /** The phone the Agent typed: what they know of the client. */
  phone: string;
  recipients: readonly unknown[];
}

/** Leads that arrived by themselves (a lead source): unassigned, waiting to be routed. */
export interface LeadsArrived {
  leads: { _id: Types.ObjectId; name: string; teamId: Types.ObjectId | null }[];
  at: Date;
}

/** A client asked again through a lead source: whoever holds their lead is to hear of it. */
export interface InquiredAgain {
  lead: LeadRef;
  assignedTo: unknown;
  /** The source's name ("Website form"). */
  source: string;
}

/** Lead routing found nobody eligible: the lead waits, and its team's Supervisors (else the Admins) are to hear why. */
export interface LeadUnrouted {
  lead: LeadRef;
  teamId: Types.ObjectId | null;
  reason: string;
}

declare module '../../core/events' {
  interface DomainEvents {
    'lead.unrouted': LeadUnrouted;
    'leads.arrived': LeadsArrived;
    'lead.inquiredAgain': InquiredAgain;
    'leads.created': LeadsCreated;
    'leads.changed': LeadsChanged;
    'leads.followUpsChanged': FollowUpsChanged;
    /** Deleted (soft; an import's undo too) or restored. */
    'leads.deleted': LeadsRemoved;
    'leads.restored': LeadsRemoved;
    'lead.merged': LeadMerged;
    'lead.clientRequested': ClientRequested;
  }
}
