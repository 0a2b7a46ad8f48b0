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
  /**
   * The chunks the page's screen needs beyond the entry's (the build's screen preloads), for the
   * browser to fetch before hydration asks for them (`preloadScripts`). Not links in the head: at any
   * priority, requests that start before the first paint count against it in Lighthouse's
   * simulation (0.3 to 0.7 s of mobile LCP for the search page's 26 files).
   */
  readonly scripts?: readonly string[];
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

/**
 * What each task of `preloadScripts` adds: every link starts a request on the main thread, 2 to 4 ms
 * apiece on this machine with a trace recording (as Lighthouse runs). Four per task made tasks of 12
 * to 20 ms, which a phone's CPU (4x) turns into 50 to 80 ms: long tasks.
 */
const LINKS_PER_TASK = 2;

/**
 * Adds a `modulepreload` link for each of `files` the document does not have yet, a few per task,
 * and resolves once all are there. Vite's preload helper, which the screens' dynamic imports call,
 * skips a file the document already links; it added them all in one task, 5 to 7 ms apiece at a
 * phone's speed (150 ms for the search page).
 */
export async function preloadScripts(
  files: readonly string[],
  nextTask: () => Promise<void>,
  document: Document = window.document,
): Promise<void> {
  const linked = new Set(Array.from(document.querySelectorAll('link'), (link) => link.href));
  const missing = files.filter((file) => !linked.has(new URL(file, document.baseURI).href));
  for (let start = 0; start < missing.length; start += LINKS_PER_TASK) {
    if (start > 0) await nextTask();
    for (const file of missing.slice(start, start + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      // As Vite's helper and the entry's own script tag: the same credentials mode, so the module
      // loader takes the preloaded response.
      link.crossOrigin = '';
      link.href = file;
      document.head.appendChild(link);
    }
  }
}
