/**
 * A small bus between code that runs outside React (the query cache, route loaders) and the shell
 * that shows snackbars and error pages. Notices sent before the shell listens are kept until it does.
 */
export type Notice = { type: 'error'; error: unknown } | { type: 'message'; message: string };

export interface Notices {
  /** A failed call, for the section 8 handling. */
  error(error: unknown): void;
  /** A message to show as a snackbar (e.g. after a redirect). */
  message(message: string): void;
  /** Listens; returns the function that stops listening. */
  subscribe(listener: (notice: Notice) => void): () => void;
}

export function createNotices(): Notices {
  const listeners = new Set<(notice: Notice) => void>();
  const waiting: Notice[] = [];
  const emit = (notice: Notice) => {
    if (listeners.size === 0) waiting.push(notice);
    for (const listener of listeners) listener(notice);
  };
  return {
    error: (error) => {
      emit({ type: 'error', error });
    },
    message: (message) => {
      emit({ type: 'message', message });
    },
    subscribe(listener) {
      listeners.add(listener);
      for (const notice of waiting.splice(0)) listener(notice);
      return () => listeners.delete(listener);
    },
  };
}
