// Voice actor search through the server: search filters, free text ranked over names, tags and
// sample names, then membership level and display_order, paging with the section 9 sizes, category
// pages, suggestions; the directory (alphabetic) and profiles by ids. Profiles themselves:
// providers.profile.test.ts; market, visits and favorites: providers.activity.test.ts; stats and
// credits: providers.owner.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TestUser } from '../../testing/harness';
import { favorites, providers, users } from '../../db/schema';
import { rawRows } from '../../db/rawRows';
import {
  a,
  admin,
  idsOf,
  makeProvider,
  pid,
  server,
  usernameOf,
  useProvidersServer,
} from './providers.fixtures';

useProvidersServer();

describe('searchProviders', () => {
  let platinum: TestUser;
  let premium: TestUser;
  let standardFirst: TestUser;
  let standardSecond: TestUser;
  let french: TestUser;
  let ids: string;

  beforeAll(async () => {
    standardSecond = await makeProvider('Sam Second', {
      languages: [a('english')],
      voiceAgeGenders: [a('youngF')],
      displayOrder: 2,
    });
    standardFirst = await makeProvider('Stan First', {
      languages: [a('english'), a('spanish')],
      voiceAgeGenders: [a('middleM')],
      displayOrder: 1,
      accents: [a('british')],
      categories: [a('elearning')],
    });
    premium = await makeProvider(
      'Pia Premium',
      {
        languages: [a('spanish')],
        voiceAgeGenders: [a('youngF')],
        membershipLevel: 4,
        categories: [a('elearning')],
      },
      [{ name: 'Documentary narration', tags: ['documentary'] }],
    );
    platinum = await makeProvider('Pat Platinum', {
      languages: [a('english')],
      voiceAgeGenders: [a('middleM')],
      membershipLevel: 5,
      summary: 'I love documentary work',
    });
    french = await makeProvider('Documentary Dan', {
      languages: [a('french')],
      voiceAgeGenders: [a('middleM')],
      accents: [a('british')],
      categories: [a('elearning'), a('audiobooks')],
      displayOrder: 3,
    });
    ids = [platinum, premium, standardFirst, standardSecond, french].map(pid).join(',');
  });

  it('orders by membership level, then display_order, ten a page by default', async () => {
    const res = await server.call('searchProviders', { query: { ids } });
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([
      pid(platinum),
      pid(premium),
      pid(standardFirst),
      pid(standardSecond),
      pid(french),
    ]);
    expect(res.headers['page-size']).toBe('10');
    expect(res.headers['total-rows']).toBe('5');
    expect(res.headers['total-pages']).toBe('1');
    expect(res.headers['current-page']).toBe('1');
    // The page comes with its samples, for the cards' players.
    const pia = (res.json as unknown as { id: number; samples: { name: string }[] }[]).find(
      (p) => p.id === pid(premium),
    );
    expect(pia?.samples.map((s) => s.name)).toEqual(['Documentary narration']);
  });

  it('keeps those who work from the country asked for (one of their locations)', async () => {
    const { db } = server.services;
    await db
      .update(providers)
      .set({ locations: [{ country_code: 'FR', city: 'Lyon' }, { country_code: 'GB' }] })
      .where(eq(providers.id, pid(french)));
    await db
      .update(providers)
      .set({ locations: [{ country_code: 'GB', city: 'London' }] })
      .where(eq(providers.id, pid(premium)));
    const gb = await server.call('searchProviders', { query: { ids, country: 'GB' } });
    expect(idsOf(gb.body)).toEqual([pid(premium), pid(french)]);
    const fr = await server.call('searchProviders', { query: { ids, country: 'FR' } });
    expect(idsOf(fr.body)).toEqual([pid(french)]);
    const bad = await server.call('searchProviders', { query: { ids, country: 'gb' } });
    expect(bad.status).toBe(400);
  });

  it('pages with the size asked for', async () => {
    const second = await server.call('searchProviders', { query: { ids, size: 2, page: 2 } });
    expect(idsOf(second.body)).toEqual([pid(standardFirst), pid(standardSecond)]);
    expect(second.headers['total-pages']).toBe('3');
    const past = await server.call('searchProviders', { query: { ids, size: 2, page: 9 } });
    expect(idsOf(past.body)).toEqual([]);
    expect(past.headers['total-rows']).toBe('5');
    expect(past.headers['current-page']).toBe('9');
  });

  it('matches any of the languages and voice age and genders, and every further filter', async () => {
    const spanishOrFrench = await server.call('searchProviders', {
      query: { ids, languages: `${a('spanish')},${a('french')}` },
    });
    expect(idsOf(spanishOrFrench.body)).toEqual([pid(premium), pid(standardFirst), pid(french)]);
    const englishMale = await server.call('searchProviders', {
      query: { ids, languages: String(a('english')), voice_age_genders: String(a('middleM')) },
    });
    expect(idsOf(englishMale.body)).toEqual([pid(platinum), pid(standardFirst)]);
    // Several of each: any language of the list with any voice of the list, on the same profile.
    const bothLists = {
      ids,
      languages: `${a('spanish')},${a('french')}`,
      voice_age_genders: `${a('youngF')},${a('middleM')}`,
    };
    const spanishOrFrenchVoices = await server.call('searchProviders', { query: bothLists });
    expect(idsOf(spanishOrFrenchVoices.body)).toEqual([pid(premium), pid(standardFirst), pid(french)]);
    // A profile's new languages are searched at once.
    const switcher = await makeProvider('Sid Switch', {
      languages: [a('english')],
      voiceAgeGenders: [a('middleM')],
      displayOrder: 4,
    });
    const withSwitcher = { ...bothLists, ids: `${ids},${pid(switcher)}` };
    const before = await server.call('searchProviders', { query: withSwitcher });
    expect(idsOf(before.body)).not.toContain(pid(switcher));
    await server.services.db
      .update(providers)
      .set({ languages: [a('french')] })
      .where(eq(providers.id, pid(switcher)));
    const afterEdit = await server.call('searchProviders', { query: withSwitcher });
    expect(idsOf(afterEdit.body)).toEqual([pid(premium), pid(standardFirst), pid(french), pid(switcher)]);
    const britishElearning = await server.call('searchProviders', {
      query: { ids, filters: `${a('british')},${a('elearning')}` },
    });
    expect(idsOf(britishElearning.body)).toEqual([pid(standardFirst), pid(french)]);
    const twoCategories = await server.call('searchProviders', {
      query: { ids, filters: `${a('elearning')},${a('audiobooks')}` },
    });
    expect(idsOf(twoCategories.body)).toEqual([pid(french)]);
    const noAttribute = await server.call('searchProviders', { query: { ids, filters: '999999' } });
    expect(idsOf(noAttribute.body)).toEqual([]);
    const byUser = await server.call('searchProviders', {
      query: { user_ids: `${premium.id},${french.id}` },
    });
    expect(idsOf(byUser.body)).toEqual([pid(premium), pid(french)]);
  });

  it('ranks free text: a name beats a tag, a tag beats a summary, before membership', async () => {
    const res = await server.call('searchProviders', { query: { ids, keywords: 'Documentary' } });
    // Dan has it in his name (weight A), Pia in a sample tag and name (B, C), Pat in the summary (D).
    expect(idsOf(res.body)).toEqual([pid(french), pid(premium), pid(platinum)]);
    const stemmed = await server.call('searchProviders', {
      query: { ids, keywords: 'documentaries narrations' },
    });
    expect(idsOf(stemmed.body)).toEqual([pid(premium)]);
    const stopWordsOnly = await server.call('searchProviders', { query: { ids, keywords: 'the' } });
    expect(idsOf(stopWordsOnly.body)).toHaveLength(5);
    const symbols = await server.call('searchProviders', { query: { ids, keywords: "doc:* & ! ' |" } });
    expect(symbols.status).toBe(200);
  });

  it('pages a one-word search, alone or in languages, in the order of ranking every match', async () => {
    // The word as typed ('narration', the names' dictionary) and its stem ('narrat', the other
    // fields'), in every field, with ties on the rank that membership and display_order break.
    const [english, spanish, french] = [a('english'), a('spanish'), a('french')];
    const nora = await makeProvider('Narration Nora', { membershipLevel: 2, languages: [english] });
    const ned = await makeProvider('Narration Ned', { displayOrder: 4, languages: [english, spanish] }, [
      { name: 'Narration reel' },
    ]);
    const rhea = await makeProvider('Rhea Reel', { membershipLevel: 3, languages: [spanish] }, [
      { name: 'Narration', tags: ['narration'] },
    ]);
    const tess = await makeProvider('Tess Tag', {}, [{ name: 'Warm read', tags: ['narrations'] }]);
    const sue = await makeProvider('Sue Summary', { summary: 'Narrations', languages: [english] });
    const sid = await makeProvider('Sid Summary', {
      summary: 'Narrations',
      displayOrder: 1,
      languages: [french],
    });
    const sal = await makeProvider('Sal Summary', {
      summary: 'Narrations',
      membershipLevel: 5,
      languages: [spanish, english],
    });
    const made = [nora, ned, rhea, tess, sue, sid, sal];
    const ghost = await makeProvider('Narration Ghost', { languages: [english] });
    const { db } = server.services;
    await db.update(users).set({ deletedAt: server.clock.now }).where(eq(users.id, ghost.id));

    /** The whole search ranked at once, as before provider_terms: every match's ts_rank. */
    const rankedAll = async (query: string, languages: number[] = []) =>
      (
        await rawRows<{ id: number }>(
          db,
          sql`SELECT p.id FROM providers p, (SELECT ${query}::tsquery AS q) AS w
            WHERE p.service_id = 'voice_over' AND p.search_document @@ w.q
              AND p.user_id NOT IN (SELECT id FROM users WHERE deleted_at IS NOT NULL)
              AND (${languages.length === 0} OR p.languages && ${`{${languages.join(',')}}`}::int[])
            ORDER BY ts_rank(p.search_document, w.q) DESC, p.membership_level DESC NULLS LAST,
              p.display_order, p.id`,
        )
      ).map((r) => r.id);
    /** Every page of the search through the API, three a page. */
    const paged = async (keywords: string, languages: number[] = []) => {
      const query = {
        keywords,
        size: 3,
        ...(languages.length > 0 ? { languages: languages.join(',') } : {}),
      };
      const first = await server.call('searchProviders', { query });
      const pages = Number(first.headers['total-pages']);
      const found = idsOf(first.body);
      for (let page = 2; page <= pages; page += 1) {
        const next = await server.call('searchProviders', { query: { ...query, page } });
        found.push(...idsOf(next.body));
      }
      return { found, total: Number(first.headers['total-rows']) };
    };
    /** The search through the API gives what ranking every match gives. */
    const expectSame = async (keywords: string, query: string, languages: number[] = []) => {
      const expected = await rankedAll(query, languages);
      expect(await paged(keywords, languages)).toEqual({ found: expected, total: expected.length });
      return expected;
    };

    const narration = "'narration' | 'narrat'";
    const expected = await expectSame('Narration', narration);
    expect(expected).toEqual(expect.arrayContaining(made.map(pid)));
    expect(expected).not.toContain(pid(ghost));
    // In one language, in two (a profile speaking both found once), one lexeme or both.
    expect(await expectSame('Narrations', narration, [french])).toEqual([pid(sid)]);
    expect(await expectSame('narration', narration, [english])).toContain(pid(nora));
    await expectSame('narration', narration, [english, spanish]);
    expect(await expectSame('reel', "'reel'", [english, spanish])).toEqual([pid(rhea), pid(ned)]);
    expect(await expectSame('reel', "'reel'", [spanish])).toEqual([pid(rhea), pid(ned)]);
    // Sue's summary ranks her with Sid and below Sal (Platinum); a new membership level moves her
    // above Sal at once (the same rank and level, and she is older); a new language finds her in
    // it, and a deleted profile leaves.
    const beforeUpgrade = expected.indexOf(pid(sue));
    await db
      .update(providers)
      .set({ membershipLevel: 5, languages: [english, french] })
      .where(eq(providers.id, pid(sue)));
    await db.delete(providers).where(eq(providers.id, pid(ned)));
    const after = await expectSame('Narration', narration);
    expect(after.indexOf(pid(sue))).toBeLessThan(beforeUpgrade);
    expect(after).not.toContain(pid(ned));
    expect(await expectSame('Narrations', narration, [french])).toEqual([pid(sue), pid(sid)]);
    // The counts agree with the rows (of any language) for every word after this file's writes.
    const drift = await rawRows<{ words: number }>(
      db,
      sql`SELECT count(*)::int AS words FROM
        (SELECT service_id, lexeme, count(*)::int AS n FROM provider_terms WHERE language = 0 GROUP BY 1, 2) AS held
        FULL JOIN (SELECT * FROM provider_term_counts WHERE n <> 0) AS counted USING (service_id, lexeme)
        WHERE held.n IS DISTINCT FROM counted.n`,
    );
    expect(drift).toEqual([{ words: 0 }]);
  });

  it('gives signed-in callers their favorite flags and leaves deleted accounts out', async () => {
    const fan = await server.user({ roles: ['client'] });
    await server.services.db
      .insert(favorites)
      .values({ userId: fan.id, target: 'provider', targetId: pid(premium) });
    const res = await server.call('searchProviders', { query: { ids }, token: fan.token });
    const flags = (res.json as unknown as { id: number; favorite: boolean }[]).map((p) => [p.id, p.favorite]);
    expect(flags).toContainEqual([pid(premium), true]);
    expect(flags).toContainEqual([pid(platinum), false]);

    const ghost = await makeProvider('Gus Ghost', { languages: [a('english')] });
    await server.services.db.update(users).set({ deletedAt: server.clock.now }).where(eq(users.id, ghost.id));
    const withGhost = await server.call('searchProviders', { query: { ids: `${ids},${pid(ghost)}` } });
    expect(idsOf(withGhost.body)).not.toContain(pid(ghost));
  });

  it('answers 400 for malformed filters', async () => {
    const res = await server.call('searchProviders', { query: { languages: '12,abc' } });
    expect(res.status).toBe(400);
    expect(res.json['message']).toContain('languages');
    const size = await server.call('searchProviders', { query: { size: 101 } });
    expect(size.status).toBe(400);
    const huge = await server.call('searchProviders', { query: { ids: '9999999999' } });
    expect(huge.status).toBe(400);
    expect(huge.json['message']).toContain('ids');
    const hugeByIds = await server.call('getProvidersByIds', { query: { ids: '1,9999999999' } });
    expect(hugeByIds.status).toBe(400);
  });

  it('searches a category page by its slug, narrowed by the filters', async () => {
    const appearances = async () => {
      const stats = await server.call('getProviderStats', {
        params: { id: pid(french) },
        token: admin.token,
      });
      const metrics = stats.json['metrics'] as { name: string; value: number }[];
      return metrics.find((m) => m.name === 'search_appearances')?.value ?? 0;
    };
    const before = await appearances();
    const res = await server.call('searchProvidersBySlug', {
      params: { slug: 'e-learning' },
      query: {},
      sessionId: 'category-page-visitor',
    });
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([pid(premium), pid(standardFirst), pid(french)]);
    // A category page's results are search appearances too.
    expect(await appearances()).toBe(before + 1);
    const narrowed = await server.call('searchProvidersBySlug', {
      params: { slug: 'e-learning' },
      query: { languages: String(a('french')) },
    });
    expect(idsOf(narrowed.body)).toEqual([pid(french)]);
    const missing = await server.call('searchProvidersBySlug', { params: { slug: 'no-such-page' } });
    expect(missing.status).toBe(404);
    expect(missing.json['message']).toBe('No category page has this slug.');
    const notCategory = await server.call('searchProvidersBySlug', { params: { slug: 'english' } });
    expect(notCategory.status).toBe(404);
    const bad = await server.call('searchProvidersBySlug', { params: { slug: 'Not_A_Slug' } });
    expect(bad.status).toBe(400);
  });

  it('suggests names for the text typed so far', async () => {
    const res = await server.call('suggestProviders', { query: { text: 'pat plat' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      {
        id: pid(platinum),
        user_id: platinum.id,
        user: { username: usernameOf(platinum), name: 'Pat Platinum' },
        picture: null,
        location: null,
        membership: 'Platinum',
      },
    ]);
    // A summary word is not a name.
    const summary = await server.call('suggestProviders', { query: { text: 'love' } });
    expect(idsOf(summary.body)).toEqual([]);
    const missing = await server.call('suggestProviders', { query: {} });
    expect(missing.status).toBe(400);
    expect(missing.json['message']).toBe('text is required');
  });
});

describe('listProvidersAlphabetic', () => {
  it('lists names starting with the letter, alphabetically', async () => {
    const zed = await makeProvider('Zelda Zimmer');
    const zac = await makeProvider('zac Zorro');
    const res = await server.call('listProvidersAlphabetic', { query: { letter: 'Z' } });
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([pid(zac), pid(zed)]);
    expect(res.headers['total-rows']).toBe('2');
    const bad = await server.call('listProvidersAlphabetic', { query: { letter: '1' } });
    expect(bad.status).toBe(400);
  });
});

describe('getProvidersByIds', () => {
  it('returns the profiles in the order given, leaving out unknown ids', async () => {
    const first = await makeProvider('Ida First');
    const second = await makeProvider('Ida Second');
    const res = await server.call('getProvidersByIds', {
      query: { ids: `${pid(second)},999999,${pid(first)}` },
    });
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([pid(second), pid(first)]);
    expect(res.headers['total-rows']).toBe('2');
    const missing = await server.call('getProvidersByIds', { query: {} });
    expect(missing.status).toBe(400);
  });
});
