/**
 * Zod-free (the sign-in page reads it before any schema loads; errorCodeSchema is in errors.ts).
 * Every error code the API answers, each with the one HTTP status it is sent with. The API throws
 * `new AppError(CODE, message)` and looks the status up here; the web matches on the code, never on
 * a status number or on the message text (messages are for people and may change).
 */
export const ERROR_CODES = {
  // Any route
  BAD_REQUEST: 400,
  BAD_JSON: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INTERNAL: 500,
  RESPONSE_CONTRACT: 500,
  DB_DOWN: 503,
  BUSY: 503,
  /** An Idempotency-Key sent again with another request (another body or record) than its first. */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** The first request with this Idempotency-Key is still running: try again in a moment. */
  IDEMPOTENCY_IN_PROGRESS: 409,

  /** A push subscription whose endpoint is not https on a known push service (nor an allowed origin). */
  PUSH_ENDPOINT_REFUSED: 400,

  // Sign-in and sessions
  BAD_CREDENTIALS: 401,
  SESSION_ENDED: 401,
  ACCOUNT_DEACTIVATED: 401,
  RATE_LIMITED: 429,
  PASSWORD_CHANGE_REQUIRED: 403,
  CURRENT_PASSWORD_WRONG: 400,
  PASSWORD_REJECTED: 400,
  /** An invitation link that is unknown, already used, or replaced by a newer one. */
  INVITATION_INVALID: 404,
  INVITATION_EXPIRED: 410,

  // Files: uploads and spreadsheet imports
  FILE_REQUIRED: 400,
  FILE_UNREADABLE: 400,
  SPREADSHEET_REQUIRED: 400,
  FILE_TYPE_NOT_ALLOWED: 415,
  IMPORT_TOO_MANY_ROWS: 400,
  IMPORT_COLUMNS_UNKNOWN: 400,
  /** The header row chosen is blank or beyond the rows read. */
  IMPORT_HEADER_ROW: 400,
  /** One import at a time per person: a second one while the first runs. */
  IMPORT_ALREADY_RUNNING: 409,
  IMPORT_NOT_FOUND: 404,
  /** Running, interrupted, already undone, or nothing created. */
  IMPORT_NOT_UNDOABLE: 409,
  /** Its importer's day to undo it is over (CEO/Admin still may). */
  IMPORT_UNDO_EXPIRED: 403,

  // Users
  USER_NOT_FOUND: 404,
  USER_EMAIL_TAKEN: 409,
  USER_CEO_ONLY: 403,
  USER_SELF_CHANGE_FORBIDDEN: 403,
  /** A sign-in link for a deactivated account: activate it first. */
  USER_INACTIVE: 409,
  /** A body names a user that does not exist (team members). */
  USER_UNKNOWN: 400,

  // Teams
  TEAM_NOT_FOUND: 404,
  TEAM_NAME_TAKEN: 409,
  /** A body names a team that does not exist. */
  TEAM_UNKNOWN: 400,
  TEAM_MEMBER_NOT_ALLOWED: 400,

  // Lookups
  LOOKUP_NOT_FOUND: 404,
  LOOKUP_VALUE_TAKEN: 409,

  // Leads
  LEAD_NOT_FOUND: 404,
  LEAD_DUPLICATE_PHONE: 409,
  /** An Agent's new lead duplicates a client a colleague holds (a lead the Agent cannot see). */
  LEAD_WITH_COLLEAGUE: 409,
  /** An Agent asks about a client that is not a colleague's hidden lead (none with that phone, or one they see). */
  CLIENT_REQUEST_INVALID: 400,
  STATUS_CHANGE_FORBIDDEN: 403,
  LEAD_CONVERT_FORBIDDEN: 403,
  LEAD_PRIVACY_INVALID: 400,
  FOLLOW_UP_NOT_ALLOWED: 400,
  FOLLOW_UP_DATE_REQUIRED: 400,
  LEAD_TEAM_FORBIDDEN: 403,
  LEAD_TEAM_REQUIRED: 400,
  LEAD_NOT_PUBLIC: 400,
  LEAD_ASSIGNEE_NOT_FOUND: 400,
  LEAD_ASSIGNEE_NOT_ALLOWED: 400,
  LEAD_ASSIGNEE_OUTSIDE_TEAM: 403,
  /** Someone else changed the lead between our read and our write, again and again: try again. */
  LEAD_CHANGED_MEANWHILE: 409,
  /**
   * An edit sent with `expected` values (an offline change) found another value set meanwhile:
   * nothing was written; `details` (editConflictDetails) names each field with yours and theirs.
   */
  EDIT_CONFLICT: 409,
  /** "All that match" names more leads than one bulk request may touch. */
  BULK_TOO_MANY: 400,
  /** A leads export whose filter matches more than MAX_LEAD_EXPORT_ROWS. */
  EXPORT_TOO_MANY: 400,
  LEAD_MERGE_SELF: 400,

  // Feedback and notifications
  COMMENT_REPLY_FORBIDDEN: 403,
  COMMENT_PARENT_NOT_FOUND: 400,
  NOTIFICATION_NOT_FOUND: 404,

  // Chats and team messages
  CHAT_SELF: 400,
  CHAT_RECIPIENT_UNAVAILABLE: 404,
  TEAM_MESSAGE_FORBIDDEN: 403,
  // Tasks and campaigns
  TASK_NOT_FOUND: 404,
  TASK_ASSIGNEE_NOT_ALLOWED: 403,
  TASK_STATE_FORBIDDEN: 403,
  TASK_DELETE_FORBIDDEN: 403,
  CAMPAIGN_NOT_FOUND: 404,
  /** A body names a campaign that does not exist. */
  CAMPAIGN_UNKNOWN: 400,
  LEAD_NOT_FROM_CAMPAIGN: 400,
  // Resale units and photos
  UNIT_NOT_FOUND: 404,
  UNIT_STATUS_FORBIDDEN: 403,
  UNIT_ASSIGNEE_NOT_ALLOWED: 400,
  UPLOAD_NOT_FOUND: 404,
  IMAGE_UNREADABLE: 415,
  // Lead intake (website forms, Meta Lead Ads)
  INTAKE_SOURCE_NOT_FOUND: 404,
  /** Another live source already takes this Facebook page's leads. */
  INTAKE_PAGE_TAKEN: 409,
  /** A change that fits the other kind of source (a page token for a form, a key for a page). */
  INTAKE_SOURCE_KIND: 400,
  INTAKE_DELIVERY_NOT_FOUND: 404,
  /** Only a failed delivery is tried again. */
  INTAKE_DELIVERY_NOT_FAILED: 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);

/** The HTTP status a code is answered with. */
export const statusOf = (code: ErrorCode): number => ERROR_CODES[code];

/** Codes that mean the caller's session is gone: the web signs out (a failed sign-in itself is not one). */
export const SESSION_ENDING_CODES = [
  'UNAUTHORIZED',
  'SESSION_ENDED',
  'ACCOUNT_DEACTIVATED',
] as const satisfies readonly ErrorCode[];

export const endsSession = (code: ErrorCode | undefined): boolean =>
  code !== undefined && (SESSION_ENDING_CODES as readonly ErrorCode[]).includes(code);
