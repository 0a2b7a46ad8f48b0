// Per-story answers of the mocked API, on top of the SDK's handlers for every operation (preview).
// Install them in a story's `beforeEach({ msw }) { msw.use(...) }`: handlers added there win.
import { mockHandler, mswPath, operations, type OperationInfo } from '@vo/sdk/mocks';
import { http, HttpResponse, type HttpHandler } from 'msw';

/** The document's operation with this operationId. */
export function operation(operationId: string): OperationInfo {
  const found = operations.find((op) => op.operationId === operationId);
  if (!found) throw new Error(`No operation ${operationId} in the document.`);
  return found;
}

/** The operation succeeds (with its documented status) and answers `body`. */
export const answer = (operationId: string, body: (request: Request) => unknown): HttpHandler =>
  mockHandler(operation(operationId), body);

/** The body of an error answer, as the document's Error schema has it. */
export interface ErrorBody {
  readonly code: string;
  readonly message: string;
  readonly name: string;
}

/** The operation fails with `status` and an Error body. */
export function fail(operationId: string, status: number, body: ErrorBody): HttpHandler {
  const op = operation(operationId);
  return http[op.method](mswPath(op.path), () => HttpResponse.json(body, { status }));
}
