import type { ActiveRole, FavoriteTarget, CreateFavoriteRequest } from '@vo/sdk';

export type PendingFavorite = CreateFavoriteRequest;

/** Where the session keeps what must survive a page load: the app passes localStorage / sessionStorage. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** An admin acting as another user: who the admin is, and whom they act as (sent as x-logged-as). */
export interface Impersonation {
  readonly adminId: number;
  readonly userId: number;
}

export const STORAGE_KEYS = {
  /** The active role chosen with the role selector (spec section 6: stored locally). */
  activeRole: 'vo.session.activeRole',
  /** The path and query to return to after sign-in (spec section 2). */
  returnTo: 'vo.session.returnTo',
  /** The cro query value seen when sign-in started (spec section 2). */
  cro: 'vo.session.cro',
  /** A favorite chosen before sign-in, sent right after it (spec section 4). */
  pendingFavorite: 'vo.session.pendingFavorite',
  /** The impersonation markers, kept in the browser session (spec section 6). */
  impersonation: 'vo.session.impersonation',
  /** The identity provider's logout link of the current sign-in, so that a reload can still revoke it. */
  logoutLink: 'vo.session.logoutLink',
} as const;

const FAVORITE_TARGETS: readonly FavoriteTarget[] = ['provider', 'offer', 'sample', 'project'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

function readJson(store: KeyValueStore, key: string): unknown {
  const raw = store.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function readStoredRole(store: KeyValueStore): ActiveRole | null {
  const role = store.getItem(STORAGE_KEYS.activeRole);
  return role === 'client' || role === 'provider' ? role : null;
}

/** Reads the favorite kept before sign-in; anything malformed reads as none. */
export function readPendingFavorite(store: KeyValueStore): PendingFavorite | null {
  const value = readJson(store, STORAGE_KEYS.pendingFavorite);
  if (!isRecord(value)) return null;
  const target = FAVORITE_TARGETS.find((t) => t === value['target']);
  const targetId = value['target_id'];
  if (target === undefined || !isId(targetId)) return null;
  const extra = value['additional_data'];
  if (!isRecord(extra)) return { target, target_id: targetId };
  const additional: NonNullable<PendingFavorite['additional_data']> = {};
  if (isId(extra['project_id'])) additional.project_id = extra['project_id'];
  if (isId(extra['provider_id'])) additional.provider_id = extra['provider_id'];
  if (typeof extra['source'] === 'string') additional.source = extra['source'];
  return { target, target_id: targetId, additional_data: additional };
}

export function readImpersonation(store: KeyValueStore): Impersonation | null {
  const value = readJson(store, STORAGE_KEYS.impersonation);
  if (!isRecord(value)) return null;
  const { adminId, userId } = value;
  return isId(adminId) && isId(userId) ? { adminId, userId } : null;
}

/** Writes a value, or removes the key when the value is null. */
export function writeStored(store: KeyValueStore, key: string, value: string | object | null): void {
  if (value === null) store.removeItem(key);
  else store.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
}

/** A store in memory, for tests, stories and servers. */
export function createMemoryStore(initial: Readonly<Record<string, string>> = {}): KeyValueStore & {
  readonly entries: () => Record<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
    entries: () => Object.fromEntries(data),
  };
}
