/**
 * The words an import reports a sheet or a row with (why a file or a row was refused, a row skipped
 * as a total or a note, a warning on a row it imported), built here so that the web's catalogs
 * translate each (`importsMessagesEn`, matched as patterns).
 */
export const IMPORT_MESSAGES = {
  // The file and its rows: not a spreadsheet, a header row that cannot be read, rows that are not records.
  notASpreadsheet: 'The file must be a spreadsheet (.xlsx or .xls) or a CSV or TSV text file',
  headerRowUnread: (row: number) => `Row ${row} of the sheet is blank or was not read: choose another`,
  skippedTotal: (text: string) => `Skipped: a total row ("${text}")`,
  skippedNumber: (text: string) => `Skipped: a row with only a number ("${text}")`,
  skippedNote: (text: string) => `Skipped: a note, not a record ("${text}")`,
  skippedHeaderAgain: 'Skipped: the header row again',
  // Leads: a value left out of a row that was imported, kept in the lead's notes.
  unknownStatus: (value: string) => `Unknown status "${value}": left empty, kept in the notes`,
  unknownSource: (value: string) => `Unknown source "${value}": left empty, kept in the notes`,
  unknownCampaign: (value: string) => `Unknown campaign "${value}": left empty, kept in the notes`,
  unknownTeam: (value: string) => `Unknown team "${value}": left empty, kept in the notes`,
  unknownAssignee: (value: string) => `Unknown assignee "${value}": left unassigned, kept in the notes`,
  ambiguousAssignee: (value: string) =>
    `Assignee "${value}" is the name of several people: left unassigned, kept in the notes`,
  assigneeCannotHold: (value: string) => `Assignee "${value}" cannot hold leads: left unassigned, kept in the notes`,
  foreignBudget: (value: string, currency: string) =>
    `Budget "${value}" is in ${currency}, not EGP: not stored, kept in the notes`,
  budgetNotAmount: (value: string) => `Budget "${value}" is not an amount: kept in the notes`,
  badEmailKept: (value: string) => `Email "${value}" is not valid: kept in the notes`,
  // Leads: duplicates, refused.
  duplicatePhone: (phone: string) => `Skipped: a lead with phone ${phone} already exists`,
  duplicateEmail: (email: string) => `Skipped: a lead with email ${email} already exists`,
  // Users.
  unknownRole: (value: string) => `Unknown role "${value}": use Agent, Supervisor, Manager, Admin or CEO`,
  userTeamLeftOut: (value: string) => `Unknown team "${value}": left out`,
  // Resale units.
  unknownUnitType: (value: string) => `Unknown type "${value}": left empty`,
  unknownUnitStatus: (value: string) => `Unknown status "${value}": left empty`,
  cashLeftYes: (value: string) => `Cash: "${value}" is not Yes or No: left as Yes`,
  installmentLeftNo: (value: string) => `Installment: "${value}" is not Yes or No: left as No`,
  foreignPrice: (column: string, value: string, currency: string) => `${column}: "${value}" is in ${currency}, not EGP`,
  // A team or interest the mapping creates, made by someone else since the preview (409).
  createdMeanwhile: 'A team or interest of the same name was just created: check the import again',
  teamCreatedMeanwhile: 'A team of the same name was just created: check the import again',
};
