import {
  can,
  digitsOnly,
  duplicateLeadDetails,
  needsFollowUpDate,
  type CreateLeadBody,
  type LeadSource,
  type LeadStatus,
  type Role,
} from '@crm/contracts';
import { hasErrorCode } from '../../../lib/api-error';

export interface LeadFormValues {
  name: string;
  phone: string;
  email: string;
  status: LeadStatus;
  propertyInterest: string;
  source: LeadSource;
  /** The campaign a Campaign lead came from; '' when not known. */
  campaignId: string;
  teamId: string;
  assignedTo: string;
  /** A FollowUp's reminder as typed (datetime-local, on the agency's clock). */
  followUpDate: string;
}

export const emptyLeadForm = (teamId = ''): LeadFormValues => ({
  name: '',
  phone: '',
  email: '',
  status: 'New',
  propertyInterest: '',
  source: 'Organic',
  campaignId: '',
  teamId,
  assignedTo: '',
  followUpDate: '',
});

/**
 * What the phone input keeps of what was typed or pasted: digits, and a leading "+" for a number
 * with its country code (the server stores every phone in its international form).
 */
export const sanitizePhone = (value: string) => {
  const trimmed = value.trim();
  return (trimmed.startsWith('+') ? '+' : '') + digitsOnly(trimmed);
};

/** Which optional fields the caller's role may set (the server applies the rest). */
export interface LeadFormFields {
  /** CEO/Admin/Manager pick the team (a Manager among their teams). */
  team: boolean;
  /** CEO/Admin pick the assignee; everyone else's leads are assigned to themselves. */
  assignee: boolean;
  /** Leads added by a Manager or Supervisor are always Organic. */
  source: boolean;
}

export const leadFormFields = (role: Role): LeadFormFields => ({
  team: can({ role }, 'leads:chooseTeam'),
  assignee: can({ role }, 'leads:assignAnyone'),
  source: can({ role }, 'leads:chooseSource'),
});

/** `fromInput`: the typed reminder as an instant, read on the agency's clock (useDateTimeLocalField). */
export function toCreateLeadBody(
  values: LeadFormValues,
  fields: LeadFormFields,
  fromInput: (typed: string) => string | null,
  allowDuplicate = false,
): CreateLeadBody {
  const body: CreateLeadBody = {
    name: values.name.trim(),
    phone: sanitizePhone(values.phone),
    email: values.email.trim(),
    status: values.status,
  };
  if (values.propertyInterest) body.propertyInterest = values.propertyInterest;
  if (fields.source) body.source = values.source;
  if (fields.source && values.source === 'Campaign' && values.campaignId) body.campaignId = values.campaignId;
  if (fields.team && values.teamId) body.teamId = values.teamId;
  if (fields.assignee && values.assignedTo) body.assignedTo = values.assignedTo;
  const followUpDate = needsFollowUpDate(values.status) ? fromInput(values.followUpDate) : null;
  if (followUpDate) body.followUpDate = followUpDate;
  if (allowDuplicate) body.allowDuplicate = true;
  return body;
}

/**
 * The "this phone exists" refusal (LEAD_DUPLICATE_PHONE): the server's message, to offer "Add anyway",
 * and the existing lead when the caller may see it, to offer "Open existing lead".
 */
export function duplicateWarning(
  error: unknown,
): { message: string; owner: string | null; leadId: string | null } | null {
  if (!hasErrorCode(error, 'LEAD_DUPLICATE_PHONE')) return null;
  const details = duplicateLeadDetails.safeParse(error.details);
  return {
    message: error.serverMessage ?? 'A lead with this phone already exists',
    owner: details.success ? details.data.owner : null,
    leadId: details.success ? details.data.leadId : null,
  };
}
