import { describe, expect, it } from 'vitest';
import { client } from '../testing/viewers';
import { projectRefusal } from './projectRefusal';
import { activeCasting } from './testing/projects';

// What the server answers when the machine refuses: forbidden or conflict, in words.

describe('project: refusals', () => {
  it('explains a refusal: forbidden when another party could, conflict when nobody could now', () => {
    const { context } = activeCasting().getSnapshot();
    const active = { status: 'active' as const, context };
    expect(projectRefusal(active, { type: 'project.edit', by: client })).toBeNull();
    expect(projectRefusal(active, { type: 'project.enableAima', by: client })).toEqual({
      reason: 'forbidden',
      message: 'This project cannot be given AIMA by you.',
    });
    expect(projectRefusal(active, { type: 'project.submit', by: client })).toEqual({
      reason: 'conflict',
      message: 'A project in status active cannot be submitted for approval.',
    });
    expect(
      projectRefusal({ status: 'booking-sent', context }, { type: 'project.delete', by: client }),
    ).toEqual({
      reason: 'forbidden',
      message: 'This project cannot be deleted by you.',
    });
    expect(
      projectRefusal(
        { status: 'active', context },
        { type: 'project.delete', by: client },
        { forbidden: false },
      ),
    ).toEqual({ reason: 'conflict', message: 'A project in status active cannot be deleted.' });
  });
});
