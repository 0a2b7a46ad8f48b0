import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The id of the script element that carries a server render's data to the browser. */
export const SERVER_PAYLOAD_ID = 'vo-server-data';

/**
 * What a server render hands to the browser: the router's state (the loaders already ran) and the
 * query cache the screens rendered from, so hydration renders the same page without asking again.
 */
export interface ServerPayload {
  readonly router: HydrationState;
  readonly queries: DehydratedState;
}

/** The generated hooks' answers carry `headers` (paging): a Headers object survives JSON as its entries. */
interface SerializedHeaders {
  readonly headerEntries: [string, string][];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function serializeQueryData(data: unknown): unknown {
  if (!isRecord(data) || !(data['headers'] instanceof Headers)) return data;
  const headers: SerializedHeaders = { headerEntries: [...data['headers'].entries()] };
  return { ...data, headers };
}

export function deserializeQueryData(data: unknown): unknown {
  if (!isRecord(data) || !isRecord(data['headers']) || !Array.isArray(data['headers']['headerEntries'])) {
    return data;
  }
  return { ...data, headers: new Headers(data['headers']['headerEntries'] as [string, string][]) };
}

/** The payload of a server-rendered page, or null when the server sent the app's empty shell. */
export function readServerPayload(document: Document): ServerPayload | null {
  const element = document.getElementById(SERVER_PAYLOAD_ID);
  if (element?.textContent == null) return null;
  return JSON.parse(element.textContent) as ServerPayload;
}
