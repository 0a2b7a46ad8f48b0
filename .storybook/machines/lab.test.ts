import { describe, expect, it } from 'vitest';
import { decodeSession, encodeSession, guardRefusal, sessionLink, stateValueOf, toVitestTest } from './lab';

const session = {
  start: { state: 'active', context: { ownerIds: [1], note: 'Café ✓' } },
  events: [{ type: 'project.close', by: { userId: 1, roles: ['client'] }, reason: 'client' }],
};

describe('lab sessions', () => {
  it('round-trip through a link', () => {
    const link = sessionLink('http://localhost:6006/iframe.html?id=machines-project--playground', session);
    const word = new URL(link).searchParams.get('lab') ?? '';
    expect(word).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(new URL(link).searchParams.get('id')).toBe('machines-project--playground');
    expect(decodeSession(word)).toEqual({ ok: true, session });
    expect(decodeSession(encodeSession({ start: null, events: [] }))).toEqual({
      ok: true,
      session: { start: null, events: [] },
    });
  });

  it('say why a damaged link cannot be read', () => {
    expect(decodeSession('%%%')).toEqual({
      ok: false,
      error: 'This lab link is damaged: its session cannot be read.',
    });
    expect(decodeSession(btoa('{"start":null}'))).toMatchObject({ ok: false });
  });

  it('export as a Vitest test that starts there, sends the events and expects the state', () => {
    const text = toVitestTest({
      machineExport: 'projectMachine',
      session,
      input: undefined,
      finalState: 'closed',
      title: 'QA case',
    });
    expect(text).toContain("import { projectMachine } from '@vo/machines';");
    expect(text).toContain('const snapshot = projectMachine.resolveState({');
    expect(text).toContain('value: "active",');
    expect(text).toContain('createActor(projectMachine, { snapshot }).start();');
    expect(text).toContain('"type": "project.close"');
    expect(text).toContain('expect(actor.getSnapshot().matches("closed")).toBe(true);');
    const fromStart = toVitestTest({
      machineExport: 'offerMachine',
      session: { start: null, events: [] },
      input: { providerId: 7 },
      finalState: 'created',
      title: 'x',
    });
    expect(fromStart).toContain('createActor(offerMachine, { input: {');
  });

  it('turn a dotted state path into a state value', () => {
    expect(stateValueOf('ready.editing.idle')).toEqual({ ready: { editing: 'idle' } });
    expect(stateValueOf('draft')).toBe('draft');
  });

  it('name the guard that refused an event', () => {
    const edge = (guard: string | null, sourceId = 'p.active') => ({
      id: `${sourceId}|e|${guard}`,
      sourceId,
      targetIds: [],
      eventType: 'e',
      kind: 'event' as const,
      label: 'e',
      guard,
    });
    const active = new Set(['p', 'p.active']);
    expect(guardRefusal([edge('isOwner'), edge('isAdmin', 'p.draft')], active, 'e')).toBe(
      'Refused by the guard isOwner.',
    );
    expect(guardRefusal([edge('isOwner'), edge('isAdmin')], active, 'e')).toBe(
      'Refused by the guards isOwner, isAdmin (none of them allows it).',
    );
  });
});
