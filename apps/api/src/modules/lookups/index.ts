// Lookups: the agency's editable lists (property interests).
export { LookupModel, PROPERTY_INTEREST } from './lookup.model';
