// The staff tools against the real server, in Chromium: an admin disables the client role of a user
// (tester@demo.test: client and tester) from their admin page while that user is posting a project,
// and the post is refused in the server's words; the admin page lists what the admin did. An admin
// clears a keyword from the top searches. The client role is put back after.
import type { TopSearch } from '@vo/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishNavbarTour } from './api';
import { apiSignIn, baseUrl, DEMO, hydrated, signedIn, useChromium } from './support';

const chromium = useChromium();

beforeAll(async () => {
  await finishNavbarTour(baseUrl(), DEMO.admin);
  await finishNavbarTour(baseUrl(), DEMO.tester);
});

/** The client role of the demo tester, as the seed has it. */
afterAll(async () => {
  const admin = await apiSignIn(DEMO.admin);
  const tester = await apiSignIn(DEMO.tester);
  await admin.client.unwrap(
    admin.client.api.PUT('/users/{id}/client_role', {
      params: { path: { id: tester.user.id } },
      body: { enabled: true },
    }),
  );
});

/** Letters only: a search keyword is its words in lower case. */
const uniqueWord = () =>
  `quokka${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

describe('staff tools', () => {
  it('an admin disables a client’s role and the client can no longer post', async () => {
    const tester = await apiSignIn(DEMO.tester);
    expect(tester.user.roles).toContain('client');

    // The client is writing a project when the admin acts.
    const client = await chromium.newPage();
    await signedIn(client, DEMO.tester, '/post');
    const name = `Museum audio guide ${String(Date.now())}`;
    const title = client.getByRole('textbox', { name: 'Project name', exact: true });
    await hydrated(title);
    await title.fill(name);
    await client
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('A calm, warm guide voice for a museum’s audio tour.');
    await client.getByRole('textbox', { name: 'Script', exact: true }).fill('Welcome to the east wing.');
    await client.getByRole('checkbox', { name: 'English (North American)' }).check();
    await client.getByRole('checkbox', { name: 'Middle Age Female' }).check();
    await client.getByRole('textbox', { name: 'Budget', exact: true }).fill('300');

    const admin = await chromium.newPage();
    await signedIn(admin, DEMO.admin, `/admin/clients/${String(tester.user.id)}`);
    await admin.getByRole('heading', { level: 1, name: tester.user.name }).waitFor();
    await admin.getByText('The client role is enabled.').waitFor();
    await admin.getByRole('button', { name: 'Disable the client role' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: `${tester.user.name} no longer has the client role` })
      .waitFor();
    await admin.getByText('The client role is disabled.').waitFor();
    // The actions log says who did it.
    const { user: staff } = await apiSignIn(DEMO.admin);
    await admin
      .getByRole('list', { name: 'Staff actions' })
      .getByText(new RegExp(`${staff.name}: Changed the client role$`))
      .waitFor();

    const { data: user } = await tester.client.unwrap(
      tester.client.api.GET('/users/{id}', { params: { path: { id: tester.user.id } } }),
    );
    expect(user.roles).not.toContain('client');

    // The post is refused by the server, in its words; nothing typed is lost.
    await client.getByRole('button', { name: 'Post project' }).click();
    await client.getByText('This needs the client role.').first().waitFor();
    expect(await title.inputValue()).toBe(name);
    const { data: projects } = await tester.client.unwrap(
      tester.client.api.GET('/users/{id}/projects', {
        params: { path: { id: tester.user.id }, query: { size: 100 } },
      }),
    );
    expect(projects.map((project) => project.name)).not.toContain(name);
  });

  it('an admin clears a top search keyword', async () => {
    const keyword = uniqueWord();
    const searcher = await apiSignIn(DEMO.client);
    for (let i = 0; i < 3; i += 1) {
      await searcher.client.unwrap(
        searcher.client.api.GET('/search_filter', { params: { query: { keywords: keyword } } }),
      );
    }
    const admin = await apiSignIn(DEMO.admin);
    const top = async (): Promise<TopSearch[]> =>
      (
        await admin.client.unwrap(
          admin.client.api.GET('/actionsLog/search/top', { params: { query: { size: 100 } } }),
        )
      ).data;
    const index = (await top()).findIndex((row) => row.keyword === keyword);
    expect(index).toBeGreaterThanOrEqual(0);
    expect((await top())[index]?.count).toBe(3);

    const page = await chromium.newPage();
    const listPage = Math.floor(index / 20) + 1;
    await signedIn(
      page,
      DEMO.admin,
      listPage === 1 ? '/top-searches' : `/top-searches?page=${String(listPage)}`,
    );
    const row = page.getByRole('article', { name: keyword });
    await row.getByText('3 searches').waitFor();
    await row.getByRole('button', { name: `Clear ${keyword}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `“${keyword}” was cleared from the top searches.` })
      .waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await top()).map((r) => r.keyword)).not.toContain(keyword);
  });
});
