import type { ErrorResponse } from '@crm/contracts';

/** A non-2xx answer. `serverMessage` is the API's `message`, when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage?: string;
  readonly code?: string;
  readonly details?: unknown;

  constructor(status: number, body?: Partial<ErrorResponse> | null) {
    const serverMessage = typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = body?.code;
    this.details = body?.details;
  }
}

/** What a screen shows for a failed call: the server's message, else the spec's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
