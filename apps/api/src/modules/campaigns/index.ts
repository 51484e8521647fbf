// Campaigns: the Campaigns screen's work: spend, and the leads each campaign brought (the campaign
// records are the lookups module's, CampaignModel, which leads name as their source).
export {};
