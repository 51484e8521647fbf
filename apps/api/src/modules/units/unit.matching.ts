import { Types } from 'mongoose';
import {
  affordablePlanClause,
  entryCost,
  MATCHING_LEAD_EXCLUDED_STATUSES,
  MATCHING_UNIT_STATUSES,
  type Paginated,
  type PageQuery,
  type ResaleUnit,
  type UnitLeadMatch,
} from '@crm/contracts';
import type { AuthUser } from '../../http/auth-user';
import { LeadModel, visibilityFilter, findVisibleLead } from '../leads';
import { LIVE_UNIT, UnitModel } from './unit.model';
import { UNIT_NOT_FOUND } from './unit.service';
import { AppError } from '../../errors/app-error';
import { listUnitsWhere } from './unit.list';

/**
 * Leads the caller may see, still open (not Won or Lost), whose interest is the unit's type and whose
 * budget covers its price or a plan's down payment, the biggest budgets first: one
 * query and a count. None for a unit off the market.
 */
export async function matchingLeads(user: AuthUser, id: string, page: PageQuery): Promise<Paginated<UnitLeadMatch>> {
  const unit = await UnitModel.findOne({ _id: new Types.ObjectId(id), ...LIVE_UNIT })
    .select('propertyType price paymentPlans status archived')
    .lean();
  if (!unit) throw new AppError('UNIT_NOT_FOUND', UNIT_NOT_FOUND);
  // A unit off the market (sold, reserved, archived) fits nobody any more.
  const onMarket = !unit.archived && (MATCHING_UNIT_STATUSES as readonly string[]).includes(unit.status);
  if (!onMarket) return { items: [], total: 0, page: page.page, limit: page.limit };
  const filter = {
    $and: [
      visibilityFilter(user),
      {
        deletedAt: null,
        status: { $nin: [...MATCHING_LEAD_EXCLUDED_STATUSES] },
        propertyInterest: unit.propertyType,
        budget: { $gte: entryCost(unit) },
      },
    ],
  };
  const [leads, total] = await Promise.all([
    LeadModel.find(filter)
      .sort({ budget: -1, _id: 1 })
      .skip((page.page - 1) * page.limit)
      .limit(page.limit)
      .select('name status budget')
      .lean(),
    LeadModel.countDocuments(filter),
  ]);
  const items = leads.map((l) => ({ _id: String(l._id), name: l.name, status: l.status, budget: l.budget ?? 0 }));
  return { items, total, page: page.page, limit: page.limit };
}

/** Units on the market that fit a lead the caller sees (404 otherwise); none for a closed lead, or without an interest or a budget. */
export async function unitsForLead(user: AuthUser, leadId: string, page: PageQuery): Promise<Paginated<ResaleUnit>> {
  const lead = await findVisibleLead(user, leadId);
  const closed = (MATCHING_LEAD_EXCLUDED_STATUSES as readonly string[]).includes(lead.status);
  if (closed || !lead.propertyInterest || lead.budget == null)
    return { items: [], total: 0, page: page.page, limit: page.limit };
  return listUnitsWhere(
    user,
    {
      archived: false,
      status: { $in: [...MATCHING_UNIT_STATUSES] },
      propertyType: lead.propertyInterest,
      $or: [{ price: { $lte: lead.budget } }, affordablePlanClause(lead.budget)],
    },
    { price: 1, _id: 1 },
    page,
  );
}

/** The units a lead the caller sees (404 otherwise) was linked to as an inquiry, archived and sold ones too. */
export async function unitsInquiredBy(user: AuthUser, leadId: string, page: PageQuery): Promise<Paginated<ResaleUnit>> {
  const lead = await findVisibleLead(user, leadId);
  return listUnitsWhere(user, { 'inquiries.lead': lead._id }, { _id: -1 }, page);
}
