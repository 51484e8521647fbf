/** The unit vocabulary without zod (the dashboard's units chart shows statuses without any schema). */
export const PROPERTY_TYPES = ['apartment', 'villa', 'duplex', 'townhouse', 'penthouse', 'land'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const UNIT_STATUSES = ['available', 'under_negotiation', 'reserved', 'sold'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];
export const UNIT_FEATURES = ['garden', 'pool', 'furnished', 'kitchen', 'elevator', 'security', 'balcony'] as const;
export type UnitFeature = (typeof UNIT_FEATURES)[number];
