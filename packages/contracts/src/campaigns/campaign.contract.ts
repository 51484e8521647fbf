import { defineRoute } from '../common/route';
import { recordRoutes } from '../common/record-routes';
import { paginated } from '../common/pagination';
import { z } from 'zod';
import { rolesFor } from '../auth/policies';
import { ROLES } from '../auth/roles';
import {
  campaignRef,
  campaignSchema,
  campaignTotalsSchema,
  createCampaignBody,
  listCampaignsQuery,
  updateCampaignBody,
} from './campaign.schema';

const campaigns = recordRoutes('/api/campaigns', {
  read: rolesFor('campaigns:read'),
  write: rolesFor('campaigns:write'),
});

export const campaignsContract = {
  list: campaigns.list({
    summary: 'Campaigns, newest first, each with its CPA, and the totals over all of them',
    query: listCampaignsQuery,
    response: paginated(campaignSchema).extend({ totals: campaignTotalsSchema }),
  }),
  names: defineRoute({
    method: 'GET',
    path: '/api/campaigns/names',
    summary: 'Every campaign by name, newest first, to attribute a lead to (any role)',
    roles: ROLES,
    response: z.array(campaignRef),
  }),
  create: campaigns.create({
    summary: 'Add a campaign (Active, no leads, no cost yet)',
    body: createCampaignBody,
    response: campaignSchema,
  }),
  update: campaigns.update({
    summary: 'Change name, channel, status or metrics',
    body: updateCampaignBody,
    response: campaignSchema,
  }),
  remove: campaigns.remove({ summary: 'Delete a campaign' }),
};
