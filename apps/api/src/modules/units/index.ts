// Units: resale properties on offer, matched with leads.
export { derivedUnitFields, UnitModel } from './unit.model';
export { undoUnitImport } from './unit.import-undo';
export { migrateUnitOwnerPhones } from './unit.phone-migration';
export { listenToLeadEvents } from './unit.listeners';
