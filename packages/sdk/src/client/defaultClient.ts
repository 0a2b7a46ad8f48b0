import type { ApiClient } from './core';

let current: ApiClient | undefined;

/** Makes `client` the one the generated react-query hooks use. The app calls this once at start. */
export function setDefaultApiClient(client: ApiClient): void {
  current = client;
}

export function getDefaultApiClient(): ApiClient {
  if (!current) {
    throw new Error('No API client configured: call setDefaultApiClient(createApiClient({...})) first.');
  }
  return current;
}
