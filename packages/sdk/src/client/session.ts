const SESSION_KEY = 'vo.sessionId';
let processSessionId: string | undefined;

/**
 * One id per browser session: kept in sessionStorage so that it survives reloads but not a new tab
 * or a new visit. Without sessionStorage (Node, workers) it is one id per process.
 */
export function browserSessionId(
  storage: Storage | undefined = typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
): string {
  if (storage === undefined) {
    processSessionId ??= crypto.randomUUID();
    return processSessionId;
  }
  const existing = storage.getItem(SESSION_KEY);
  if (existing) return existing;
  const id = crypto.randomUUID();
  storage.setItem(SESSION_KEY, id);
  return id;
}
