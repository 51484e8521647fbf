// Lookups: the agency's reference lists that leads name: property interests (editable here) and the
// ad campaigns (their records; the Campaigns screen's work is the campaigns module's).
export { LookupModel, PROPERTY_INTEREST } from './lookup.model';
export { CampaignModel } from './campaign.model';
