// A casting's automatic invitations reach the speakers of its languages' variants, as a search for
// the language finds them (issue 39, item 1): a casting in Spanish invites a Platinum voice actor who
// speaks Spanish (Latin American) only, in the same wave as those who speak Spanish itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributes } from '../../db/schema';
import {
  approvedCasting,
  female,
  invited,
  server,
  spanish,
  useWavesServer,
  voiceActor,
  voices,
} from './invitationWaves.fixtures';

useWavesServer();

describe('invitation waves and language variants', () => {
  beforeAll(async () => {
    const [latin] = await server.services.db
      .insert(attributes)
      .values({
        name: 'Spanish (waves, Latin American)',
        slug: 'spanish-latin-american-waves-test',
        group: 'languages',
        parentId: spanish,
      })
      .returning({ id: attributes.id });
    await voiceActor('platinumLatin', 5, [latin?.id ?? 0], [female]);
  });
  // The fixtures' voice actors are shared by the files of a worker: this file's own leaves with it.
  afterAll(() => {
    delete voices['platinumLatin'];
  });

  it('a casting in Spanish invites a voice actor of a Spanish variant in the top tier', async () => {
    const { id } = await approvedCasting();
    await server.services.jobs.runDue();
    expect(await invited(id)).toEqual({ platinumA: 1, platinumB: 1, platinumLatin: 1 });
  });
});
