// One error type for the whole server. Every error a client sees uses the document's Error body
// (code, message, name, no_report, details); nothing else (no stack, no SQL) ever reaches a client.
// The document's schema is named Error; ErrorBody keeps it apart from JavaScript's Error.
import type { Error as ErrorBody, ErrorDetail, ErrorName, UnauthorizedErrorName } from '@vo/sdk';

const defaultName: Record<number, ErrorName> = {
  400: 'ValidationError',
  401: 'InvalidTokenSupplied',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  409: 'ConflictError',
  413: 'PayloadTooLargeError',
  415: 'UnsupportedMediaTypeError',
  422: 'UnprocessableEntityError',
  429: 'TooManyRequestsError',
  503: 'ServiceUnavailableError',
};

export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    options: {
      name?: ErrorName;
      noReport?: boolean;
      details?: ErrorDetail[];
      headers?: Record<string, string>;
    } = {},
  ) {
    // The Error schema caps a message at 1000 characters; a message quoting caller input stays
    // within it whatever was sent.
    message = message.length > 1000 ? `${message.slice(0, 999)}…` : message;
    super(message);
    this.status = status;
    // A status without a name of its own (500) reads as the service being unavailable.
    const name = options.name ?? defaultName[status] ?? 'ServiceUnavailableError';
    this.body = {
      code,
      message,
      name,
      no_report: options.noReport ?? status < 500,
      ...(options.details ? { details: options.details } : {}),
    };
    this.headers = options.headers ?? {};
  }
}

export const badRequest = (code: string, message: string, details?: ErrorDetail[]) =>
  new HttpError(400, code, message, details ? { details } : {});
export const forbidden = (code: string, message: string) => new HttpError(403, code, message);
export const notFound = (code: string, message: string) => new HttpError(404, code, message);
export const conflict = (code: string, message: string) => new HttpError(409, code, message);
export const unprocessable = (code: string, message: string) => new HttpError(422, code, message);
export const unauthorized = (name: UnauthorizedErrorName, code: string, message: string) =>
  new HttpError(401, code, message, { name, noReport: true });
