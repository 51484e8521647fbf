import type { Strings } from '../catalog-shape';
import type { campaignsEn } from './campaigns.en';

export const campaignsAr: Strings<typeof campaignsEn> = {};
