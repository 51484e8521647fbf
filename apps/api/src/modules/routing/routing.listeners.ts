import { Types } from 'mongoose';
import { listenTo } from '../../core/events';
import { readRules } from './routing.rules';
import { routeLead, type RoutingSettings } from './routing.route';

/** Leads are routed the moment they arrive (a lead source), and, when the agency chose so, when added unassigned by hand. */
export function listenToLeadEvents(settings: RoutingSettings) {
  listenTo('leads.arrived', async ({ leads }) => {
    for (const lead of leads) await routeLead(lead._id, settings);
  });
  listenTo('leads.created', async ({ via, leads }) => {
    // A sheet's rows are not routed one by one inside its import (not done yet: see the README).
    if (via !== 'form' || leads.some((lead) => lead.assignedTo)) return;
    if (!(await readRules()).routeManualLeads) return;
    for (const lead of leads) await routeLead(new Types.ObjectId(String(lead._id)), settings);
  });
}
