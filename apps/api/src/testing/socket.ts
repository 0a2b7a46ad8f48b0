// A real websocket client for tests of the live-update socket, over a real TCP connection to a
// listening test server. Node 20 has no global WebSocket (Node 22 has one); the `ws` package, which
// @fastify/websocket runs on, implements the same WHATWG interface (addEventListener, close codes,
// text frames as strings) and also takes request headers, which a test needs to send an Origin.
// It is used here only, never in code shipped to a browser.
import { createRequire } from 'node:module';
import type { TestServer } from './harness';

/** The WHATWG WebSocket constructor, plus `ws`' third argument (headers of the handshake). */
type SocketConstructor = new (
  url: string,
  protocols?: string[],
  options?: { headers?: Record<string, string> },
) => WebSocket;

// `ws` ships no type declarations; it is typed as the standard interface it implements.
const WebSocketClient = createRequire(import.meta.url)('ws') as SocketConstructor;

export interface Closed {
  code: number;
  reason: string;
}

export interface TestSocket {
  /** Resolves once the server accepted the handshake; rejects when it refused it (with its status). */
  opened: Promise<void>;
  /** Resolves when the connection closes, with the close code and reason. */
  closed: Promise<Closed>;
  /** The next message not taken yet (parsed JSON); rejects after `timeoutMs` without one. */
  next: (timeoutMs?: number) => Promise<unknown>;
  /** Messages received and not taken yet. */
  pending: () => unknown[];
  close: () => void;
}

/** Starts listening on a free loopback port (once per server) and returns the ws:// base URL. */
export async function listen(server: TestServer): Promise<string> {
  const address = server.app.server.listening
    ? `http://127.0.0.1:${String((server.app.server.address() as { port: number }).port)}`
    : await server.app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
}

/** Opens `/api/socket` with `query` as its query string (e.g. `authorization=<token>`). */
export function openSocket(base: string, query: string, options: { origin?: string } = {}): TestSocket {
  const socket = new WebSocketClient(
    `${base}/api/socket${query ? `?${query}` : ''}`,
    [],
    options.origin ? { headers: { origin: options.origin } } : {},
  );
  const queue: unknown[] = [];
  const waiting: ((message: unknown) => void)[] = [];
  socket.addEventListener('message', (event: MessageEvent<unknown>) => {
    const message: unknown = JSON.parse(String(event.data));
    const take = waiting.shift();
    if (take) take(message);
    else queue.push(message);
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => {
      resolve();
    });
    // A refused handshake: `ws` reports "Unexpected server response: <status>".
    socket.addEventListener('error', (event: Event) => {
      reject(new Error((event as ErrorEvent).message));
    });
  });
  // Callers that expect a refusal await `opened` themselves; others must not see an unhandled one.
  opened.catch(() => undefined);
  const closed = new Promise<Closed>((resolve) => {
    socket.addEventListener('close', (event: CloseEvent) => {
      resolve({ code: event.code, reason: event.reason });
    });
  });
  return {
    opened,
    closed,
    next: (timeoutMs = 5000) => {
      if (queue.length > 0) return Promise.resolve(queue.shift());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const index = waiting.indexOf(take);
          if (index >= 0) waiting.splice(index, 1);
          reject(new Error(`no socket message within ${String(timeoutMs)} ms`));
        }, timeoutMs);
        const take = (message: unknown) => {
          clearTimeout(timer);
          resolve(message);
        };
        waiting.push(take);
      });
    },
    pending: () => [...queue],
    close: () => {
      socket.close();
    },
  };
}

/** `authorization=<token>`, encoded as the app sends it (machines' socketUrl). */
export const tokenQuery = (token: string) => `authorization=${encodeURIComponent(token)}`;
