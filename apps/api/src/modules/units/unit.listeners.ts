import type { Types } from 'mongoose';
import { listenTo } from '../../core/events';
import { UnitModel } from './unit.model';

/** A merged duplicate's unit inquiries name the kept lead (the leads module publishes the merge). */
export function listenToLeadEvents() {
  listenTo('lead.merged', ({ from, into }) => moveInquiries(from, into._id));
}

/**
 * A unit inquired about by both leads keeps the kept lead's inquiry; any other inquiry of the
 * duplicate now names the kept lead (a unit links a lead once, so `$` finds the one entry).
 */
async function moveInquiries(other: Types.ObjectId, kept: Types.ObjectId) {
  await UnitModel.updateMany(
    { $and: [{ 'inquiries.lead': other }, { 'inquiries.lead': kept }] },
    {
      $pull: { inquiries: { lead: other } },
    },
  );
  await UnitModel.updateMany({ 'inquiries.lead': other }, { $set: { 'inquiries.$.lead': kept } });
}
