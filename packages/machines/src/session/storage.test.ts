import { describe, expect, it } from 'vitest';
import {
  createMemoryStore,
  readImpersonation,
  readPendingFavorite,
  readStoredRole,
  STORAGE_KEYS,
  writeStored,
} from './storage';

describe('session storage', () => {
  it('reads back what it wrote', () => {
    const store = createMemoryStore();
    writeStored(store, STORAGE_KEYS.activeRole, 'provider');
    writeStored(store, STORAGE_KEYS.pendingFavorite, {
      target: 'offer',
      target_id: 77,
      additional_data: { project_id: 9 },
    });
    writeStored(store, STORAGE_KEYS.impersonation, { adminId: 1, userId: 5530 });
    expect(readStoredRole(store)).toBe('provider');
    expect(readPendingFavorite(store)).toEqual({
      target: 'offer',
      target_id: 77,
      additional_data: { project_id: 9 },
    });
    expect(readImpersonation(store)).toEqual({ adminId: 1, userId: 5530 });
  });

  it('null removes the key', () => {
    const store = createMemoryStore({ [STORAGE_KEYS.cro]: 'b' });
    writeStored(store, STORAGE_KEYS.cro, null);
    expect(store.entries()).toEqual({});
  });

  it('anything malformed reads as nothing stored', () => {
    const store = createMemoryStore({
      [STORAGE_KEYS.activeRole]: 'admin',
      [STORAGE_KEYS.pendingFavorite]: '{"target":"user","target_id":1}',
      [STORAGE_KEYS.impersonation]: 'not json',
    });
    expect(readStoredRole(store)).toBeNull();
    expect(readPendingFavorite(store)).toBeNull();
    expect(readImpersonation(store)).toBeNull();
    writeStored(store, STORAGE_KEYS.pendingFavorite, { target: 'sample', target_id: -3 });
    expect(readPendingFavorite(store)).toBeNull();
  });

  it('a stored favorite keeps only the fields a favorite has', () => {
    const store = createMemoryStore({
      [STORAGE_KEYS.pendingFavorite]:
        '{"target":"provider","target_id":4821,"additional_data":{"source":"search","x":1}}',
    });
    expect(readPendingFavorite(store)).toEqual({
      target: 'provider',
      target_id: 4821,
      additional_data: { source: 'search' },
    });
  });
});
