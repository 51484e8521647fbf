/** The campaigns screens' English texts (the spec's own, exactly). Arabic beside it in campaigns.ar.ts. */
export const campaignsEn = {};
