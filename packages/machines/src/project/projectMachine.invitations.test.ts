import { describe, expect, it } from 'vitest';
import {
  admin,
  client,
  sharedOwner,
  stranger,
  otherVoiceActor,
  voiceActor,
  everyone,
} from '../testing/viewers';
import { decideProject, projectIsOpen } from './projectMachine';
import { projectRefusal } from './projectRefusal';
import { PROJECT_STATUSES, type ProjectInput, type ProjectStatus } from './projectSetup';
import { booking, casting, start } from './testing/projects';

// Who takes part in a project: the invitations sent and taken, and the casting's questions and answers.

describe('project: invitations', () => {
  const at = (status: ProjectStatus, input: ProjectInput) => ({
    status,
    context: start(input).getSnapshot().context,
  });

  it('owners invite voice actors to an active casting or booking, nobody else and not in another status', () => {
    for (const input of [casting, booking]) {
      for (const by of everyone) {
        const owner = by === client || (by === sharedOwner && input === casting);
        expect(decideProject(at('active', input), { type: 'project.inviteVoiceActor', by })).toMatchObject({
          allowed: owner,
          status: 'active',
        });
      }
      for (const status of PROJECT_STATUSES.filter((s) => s !== 'active')) {
        expect(
          decideProject(at(status, input), { type: 'project.inviteVoiceActor', by: client }).allowed,
        ).toBe(false);
      }
    }
    expect(projectRefusal(at('closed', casting), { type: 'project.inviteVoiceActor', by: client })).toEqual({
      reason: 'conflict',
      message: 'A project in status closed cannot be used to invite voice actors.',
    });
  });

  it('any voice actor joins an active casting from its public invite link', () => {
    const joins = (status: ProjectStatus, input: ProjectInput, by = voiceActor) =>
      decideProject(at(status, input), { type: 'project.joinByPublicLink', by }).allowed;
    expect(joins('active', casting)).toBe(true);
    expect(joins('active', casting, client)).toBe(false);
    expect(joins('active', booking)).toBe(false);
    expect(joins('closed', casting)).toBe(false);
    expect(joins('pending_approval', casting)).toBe(false);
  });

  it('an active project is open (takes answers); the others are not', () => {
    for (const status of PROJECT_STATUSES) {
      expect(projectIsOpen(at(status, casting))).toBe(status === 'active');
    }
  });
});

describe('project: questions and answers', () => {
  const at = (status: (typeof PROJECT_STATUSES)[number], input: ProjectInput) => ({
    status,
    context: start(input).getSnapshot().context,
  });

  it('a voice actor asks on an active casting only; owners and clients do not ask', () => {
    const asks = (status: (typeof PROJECT_STATUSES)[number], input: ProjectInput, by = voiceActor) =>
      decideProject(at(status, input), { type: 'project.askQuestion', by }).allowed;
    expect(asks('active', casting)).toBe(true);
    expect(asks('active', casting, otherVoiceActor)).toBe(true);
    expect(asks('active', casting, client)).toBe(false);
    expect(asks('active', { ...casting, ownerIds: [voiceActor.userId] })).toBe(false);
    expect(asks('active', booking)).toBe(false);
    for (const status of PROJECT_STATUSES.filter((s) => s !== 'active')) {
      expect(asks(status, casting)).toBe(false);
    }
    expect(projectRefusal(at('closed', casting), { type: 'project.askQuestion', by: voiceActor })).toEqual({
      reason: 'conflict',
      message: 'A project in status closed cannot be asked questions.',
    });
  });

  it('owners, admins and the asking voice actor answer in every status but canceled and replaced', () => {
    const answers = (
      status: (typeof PROJECT_STATUSES)[number],
      by = client,
      askerProviderId = voiceActor.providerId ?? 0,
    ) => decideProject(at(status, casting), { type: 'project.answerQuestion', askerProviderId, by }).allowed;
    for (const status of PROJECT_STATUSES) {
      const open = status !== 'canceled' && status !== 'replaced';
      expect(answers(status)).toBe(open);
      expect(answers(status, sharedOwner)).toBe(open);
      expect(answers(status, admin)).toBe(open);
      expect(answers(status, voiceActor)).toBe(open);
      expect(answers(status, otherVoiceActor)).toBe(false);
      expect(answers(status, stranger)).toBe(false);
    }
    expect(
      projectRefusal(at('active', casting), {
        type: 'project.answerQuestion',
        askerProviderId: 4821,
        by: stranger,
      }),
    ).toEqual({ reason: 'forbidden', message: 'This project cannot be given answers to questions by you.' });
    expect(
      projectRefusal(at('canceled', casting), {
        type: 'project.answerQuestion',
        askerProviderId: 4821,
        by: client,
      }),
    ).toEqual({
      reason: 'conflict',
      message: 'A project in status canceled cannot be given answers to questions.',
    });
  });
});
