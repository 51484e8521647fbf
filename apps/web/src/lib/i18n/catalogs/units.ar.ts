import type { Strings } from '../catalog-shape';
import type { unitsEn } from './units.en';

export const unitsAr: Strings<typeof unitsEn> = {};
