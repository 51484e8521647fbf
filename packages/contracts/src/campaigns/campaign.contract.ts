import { defineRoute } from '../common/route';
import { idParams, okResponse } from '../common/primitives';
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

export const campaignsContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/campaigns',
    summary: 'Campaigns, newest first, each with its CPA, and the totals over all of them',
    roles: rolesFor('campaigns:read'),
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
  create: defineRoute({
    method: 'POST',
    path: '/api/campaigns',
    summary: 'Add a campaign (Active, no leads, no cost yet)',
    roles: rolesFor('campaigns:write'),
    body: createCampaignBody,
    response: campaignSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/campaigns/:id',
    summary: 'Change name, channel, status or metrics',
    roles: rolesFor('campaigns:write'),
    params: idParams,
    body: updateCampaignBody,
    response: campaignSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/campaigns/:id',
    summary: 'Delete a campaign',
    roles: rolesFor('campaigns:write'),
    params: idParams,
    response: okResponse,
  }),
};
