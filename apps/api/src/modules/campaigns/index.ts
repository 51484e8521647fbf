// Campaigns: the agency's ad campaigns, which leads name as their source.
export { CampaignModel } from './campaign.model';
