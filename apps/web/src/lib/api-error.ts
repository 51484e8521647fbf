import type { ErrorResponse } from '@crm/contracts';
import { isErrorCode, type ErrorCode } from '@crm/contracts/zod-free';
import { i18n, translateText } from './i18n';

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

/**
 * A call that could not reach the server: the device is offline (a change is refused at once, not
 * held on a spinner), or the request got no answer. Changes that can wait are in the outbox
 * (lib/offline/outbox.ts) and never see this; every other change says it needs a connection.
 */
export class NoConnectionError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('No connection', options);
    this.name = 'NoConnectionError';
  }
}

/** Whether a failed call was refused with this code (`LEAD_DUPLICATE_PHONE`, `PASSWORD_CHANGE_REQUIRED`...). */
export const hasErrorCode = (error: unknown, code: ErrorCode): error is ApiError =>
  error instanceof ApiError && error.code === code;

/**
 * What a screen shows for a failed call. In English: the server's message, else the spec's fallback
 * text. In another language: the server's message translated when the catalog has it, else the
 * translation of the error's code, else the fallback (translated when the catalog has it).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof NoConnectionError) return i18n.t('offline.needsConnection');
  if (error instanceof ApiError) {
    if (error.code && i18n.language !== 'en') {
      // The server's sentence when the catalog knows it ("Too easy to guess: ..."), else its code's.
      const translated = translateText(error.serverMessage);
      return translated && translated !== error.serverMessage ? translated : i18n.t(`apiErrors.${error.code}`);
    }
    if (error.serverMessage) return error.serverMessage;
  }
  return translateText(fallback);
}
