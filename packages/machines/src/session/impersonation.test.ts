import { describe, expect, it } from 'vitest';
import { loggedAsId, mayImpersonate, mayPersistPreferences } from './impersonation';
import { adminUser, clientUser } from './testing/fixtures';

describe('impersonation', () => {
  it('login as another user is admin only', () => {
    expect(mayImpersonate(adminUser, null, 5530)).toBe(true);
    expect(mayImpersonate(clientUser, null, 1)).toBe(false);
    expect(mayImpersonate(null, null, 5530)).toBe(false);
  });

  it('an admin does not act as themself, as an invalid id, or as a second user at once', () => {
    expect(mayImpersonate(adminUser, null, adminUser.id)).toBe(false);
    expect(mayImpersonate(adminUser, null, 0)).toBe(false);
    expect(mayImpersonate(adminUser, null, 1.5)).toBe(false);
    expect(mayImpersonate(adminUser, { adminId: 1, userId: 5530 }, 9310)).toBe(false);
  });

  it('the logged-as id is the user the admin acts as, or none', () => {
    expect(loggedAsId({ impersonation: { adminId: 1, userId: 5530 } })).toBe(5530);
    expect(loggedAsId({ impersonation: null })).toBeNull();
  });

  it('while acting as someone else, UI preferences, completed actions and service updates are not saved', () => {
    expect(mayPersistPreferences({ impersonation: { adminId: 1, userId: 5530 } })).toBe(false);
    expect(mayPersistPreferences({ impersonation: null })).toBe(true);
  });
});
