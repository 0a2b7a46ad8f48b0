import { describe, expect, it } from 'vitest';
import { chooseRole, defaultRole, hasProviderProfile, resolveActiveRole, withProviderProfile } from './roles';
import { adminUser, clientUser, providerRoleWithoutProfile, voiceActorUser } from './testing/fixtures';

describe('roles', () => {
  it('a provider profile needs the provider role and a provider_id greater than 0', () => {
    expect(hasProviderProfile(voiceActorUser)).toBe(true);
    expect(hasProviderProfile(providerRoleWithoutProfile)).toBe(false);
    expect(hasProviderProfile({ ...voiceActorUser, provider_id: 0 })).toBe(false);
    expect(hasProviderProfile(clientUser)).toBe(false);
  });

  it('the active role defaults to provider when the user has a provider profile, else client', () => {
    expect(defaultRole(voiceActorUser)).toBe('provider');
    expect(defaultRole(clientUser)).toBe('client');
    expect(defaultRole(providerRoleWithoutProfile)).toBe('client');
  });

  it('choosing from the selector sets the role', () => {
    expect(chooseRole(voiceActorUser, 'client')).toBe('client');
    expect(chooseRole(voiceActorUser, 'provider')).toBe('provider');
  });

  it('a user without the provider role who hits the voice-actor item is forced to client', () => {
    expect(chooseRole(clientUser, 'provider')).toBe('client');
    expect(chooseRole(adminUser, 'provider')).toBe('client');
  });

  it('the stored role is kept when the user may take it, and the default applies when none is stored', () => {
    expect(resolveActiveRole(voiceActorUser, 'client')).toBe('client');
    expect(resolveActiveRole(clientUser, 'provider')).toBe('client');
    expect(resolveActiveRole(voiceActorUser, null)).toBe('provider');
  });

  it('a created provider profile gives the provider role and id', () => {
    const user = withProviderProfile(clientUser, { id: 4900 });
    expect(user.roles).toEqual(['client', 'provider']);
    expect(user.provider_id).toBe(4900);
    expect(hasProviderProfile(user)).toBe(true);
    expect(withProviderProfile(providerRoleWithoutProfile, { id: 4901 }).roles).toEqual(['provider']);
  });
});
