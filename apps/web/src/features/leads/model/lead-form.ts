import {
  can,
  duplicateLeadDetails,
  needsFollowUpDate,
  phoneInputText,
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
    phone: phoneInputText(values.phone),
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
/** The API's words for LEAD_WITH_COLLEAGUE (lead.duplicates.ts), when an answer lost its message. */
const WITH_COLLEAGUE = 'This client is already with a colleague. You can ask your Supervisor to assign it to you.';

export function duplicateWarning(
  error: unknown,
): { message: string; owner: string | null; leadId: string | null; withColleague: boolean } | null {
  // A colleague's client (an Agent may not add it anyway): the screen offers to ask the Supervisor.
  if (hasErrorCode(error, 'LEAD_WITH_COLLEAGUE')) {
    return { message: error.serverMessage ?? WITH_COLLEAGUE, owner: null, leadId: null, withColleague: true };
  }
  if (!hasErrorCode(error, 'LEAD_DUPLICATE_PHONE')) return null;
  const details = duplicateLeadDetails.safeParse(error.details);
  return {
    message: error.serverMessage ?? 'A lead with this phone already exists',
    owner: details.success ? details.data.owner : null,
    leadId: details.success ? details.data.leadId : null,
    withColleague: false,
  };
}
