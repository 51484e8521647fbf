// Lead exports: the leads list as a sheet the import reads back, each export recorded and told to
// the CEO. Above leads, comments and notifications, whose records the sheet brings together.
export { LeadExportModel } from './lead-export.model';
