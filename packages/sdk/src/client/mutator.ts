import { getDefaultApiClient } from './defaultClient';
import { type ApiError, apiErrorFromBody, readBody } from './errors';

/**
 * The mutator orval's generated hooks call: it sends through the default client's pipeline (same
 * headers, same 401 handling) and throws an ApiError for any non-2xx, so react-query sees failures
 * as errors. Written as an arrow function: orval 7.13 misreads function declarations here.
 */
export const customFetch = async <T>(url: string, init: RequestInit): Promise<T> => {
  const client = getDefaultApiClient();
  const response = await client.fetch(new Request(`${client.baseUrl}${url}`, init));
  const data = await readBody(response);
  if (!response.ok) throw apiErrorFromBody(response.status, data);
  // orval types T as the success shape { data, status, headers } of this very operation.
  return { data, status: response.status, headers: response.headers } as T;
};

/** The error type orval gives the hooks: every failure reaches react-query as an ApiError. */
export type ErrorType<_Body> = ApiError;
