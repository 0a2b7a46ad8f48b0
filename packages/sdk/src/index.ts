// The SDK: the document's types and the client core. React-query hooks live in `@vo/sdk/hooks`,
// MSW mocks in `@vo/sdk/mocks`, so that neither React nor msw is pulled in by plain SDK users.
export type { components, operations, paths } from './generated/schema';
// Every schema of the document by its own name (`User`, `Provider`, `Project`...): the one set of
// entity types the packages share. (The schema `Page`, a page number, is shadowed by the paging
// type `Page<T>` exported below: an explicit export wins over `export type *`.)
export type * from './generated/types';
// Which operations need a signed-in caller, from the document's security (the server types its
// handlers' viewer with it).
export type { AuthenticatedOperationId, OperationAuth } from './generated/operations';
export { createApiClient } from './client/core';
export type {
  ApiClient,
  ApiClientOptions,
  ApiSuccess,
  LogoutReason,
  RefreshLock,
  UploadOptions,
} from './client/core';
export { setDefaultApiClient, getDefaultApiClient } from './client/defaultClient';
export {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  apiErrorFromBody,
  apiErrorFromResponse,
} from './client/errors';
export type { ApiErrorInit, ApiErrorName, ApiErrorStatus } from './client/errors';
export { parsePage, PAGING_HEADERS } from './client/paging';
export type { Page } from './client/paging';
export type { ClientPaths, CoreHeader } from './client/paths';
export {
  browserSessionId,
  isSessionId,
  SESSION_COOKIE,
  sessionCookie,
  sessionIdFromCookies,
} from './client/session';
export type { CookieJar } from './client/session';
export { createMemoryTokenStorage, createWebTokenStorage } from './client/tokens';
export type { TokenStorage, Tokens } from './client/tokens';
export type { UploadProgress } from './client/xhr';
