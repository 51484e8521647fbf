import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../core/route-module';
import { createCampaign, deleteCampaign, listCampaignNames, listCampaigns, updateCampaign } from './campaign.service';

export const campaignRoutes: RouteModule<typeof contract.campaigns> = () => ({
  list: ({ query }) => listCampaigns(query),
  names: () => listCampaignNames(),
  create: ({ body }) => createCampaign(body),
  update: ({ params, body }) => updateCampaign(params.id, body),
  remove: ({ params }) => deleteCampaign(params.id),
});
