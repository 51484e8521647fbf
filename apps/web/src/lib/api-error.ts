import { isErrorCode, type ErrorCode, type ErrorResponse } from '@crm/contracts';

/**
 * A non-2xx answer. `code` is the API's typed error code (ERROR_CODES in contracts): screens decide
 * on it, never on the status number or the message text. `serverMessage` is the API's `message`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage?: string;
  readonly code?: ErrorCode;
  readonly details?: unknown;

  constructor(status: number, body?: Partial<Record<keyof ErrorResponse, unknown>> | null) {
    const serverMessage = typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = isErrorCode(body?.code) ? body.code : undefined;
    this.details = body?.details;
  }
}

/** Whether a failed call was refused with this code (`LEAD_DUPLICATE_PHONE`, `PASSWORD_CHANGE_REQUIRED`...). */
export const hasErrorCode = (error: unknown, code: ErrorCode): error is ApiError =>
  error instanceof ApiError && error.code === code;

/** What a screen shows for a failed call: the server's message, else the spec's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
