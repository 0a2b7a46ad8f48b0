import type { Error as ErrorBody, ErrorName } from '../generated/types';

/** The message shown when the network, not the server, failed (spec section 8). */
export const NETWORK_ERROR_MESSAGE = 'Check your Internet connection';
/** The message shown when the server answered with something the client cannot interpret. */
export const UNEXPECTED_ERROR_MESSAGE = 'something went wrong';

/** Error names the server sends, plus the two the client itself produces. */
export type ApiErrorName = ErrorName | 'NetworkError' | 'UnexpectedError';

/** HTTP status of a failed call, or 'Network' when no response arrived. */
export type ApiErrorStatus = number | 'Network';

export interface ApiErrorInit {
  status: ApiErrorStatus;
  code: string;
  message: string;
  name: ApiErrorName;
  noReport?: boolean;
  details?: ErrorBody['details'];
}

/** A failed call: what the server said (code, message, name) and how it failed (status). */
export class ApiError extends Error {
  readonly status: ApiErrorStatus;
  readonly code: string;
  override readonly name: ApiErrorName;
  /** When true the error is not sent to error reporting (the body's no_report). */
  readonly noReport: boolean;
  readonly details: NonNullable<ErrorBody['details']>;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.name = init.name;
    this.noReport = init.noReport ?? false;
    this.details = init.details ?? [];
  }

  static network(): ApiError {
    return new ApiError({
      status: 'Network',
      code: 'network_error',
      message: NETWORK_ERROR_MESSAGE,
      name: 'NetworkError',
      noReport: true,
    });
  }

  static unexpected(status: ApiErrorStatus): ApiError {
    return new ApiError({
      status,
      code: 'unexpected_error',
      message: UNEXPECTED_ERROR_MESSAGE,
      name: 'UnexpectedError',
    });
  }
}

/** An error body as it arrives: no_report and details may be absent on the wire. */
type WireErrorBody = Pick<ErrorBody, 'code' | 'message' | 'name'> &
  Partial<Pick<ErrorBody, 'no_report' | 'details'>>;

function isErrorBody(body: unknown): body is WireErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return (
    typeof candidate['message'] === 'string' &&
    typeof candidate['name'] === 'string' &&
    typeof candidate['code'] === 'string'
  );
}

/** Builds the ApiError for a non-2xx response from its already-parsed body. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  if (!isErrorBody(body)) return ApiError.unexpected(status);
  return new ApiError({
    status,
    code: body.code,
    message: body.message,
    name: body.name,
    noReport: body.no_report ?? false,
    details: body.details,
  });
}

/** Reads a response body as JSON when it says it is JSON; otherwise as text (or undefined when empty). */
export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.headers.get('content-length') === '0') return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Builds the ApiError for a non-2xx response, reading its body. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  return apiErrorFromBody(response.status, await readBody(response));
}
