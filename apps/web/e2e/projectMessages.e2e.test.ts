// A project's Messages tab and the phone's two screens of Messages, against the real server (issue
// 45): a conversation the demo client started about their casting with voice@demo.test is under the
// casting's Messages tab with its last message, and opens at its own address; on a phone /messages is
// the list alone, a conversation is a screen of its own, and "All conversations" leads back.
import { beforeAll, describe, expect, it } from 'vitest';
import { approvedCasting } from './castings';
import { finishNavbarTour } from './api';
import { apiSignIn, baseUrl, DEMO, signedIn, useChromium } from './support';

const chromium = useChromium();

beforeAll(async () => {
  for (const email of [DEMO.client, DEMO.voice]) await finishNavbarTour(baseUrl(), email);
});

/** The demo client starts a conversation about `projectId` with the demo voice actor; its hash. */
async function conversationAbout(projectId: number, body: string): Promise<string> {
  const voice = await apiSignIn(DEMO.voice);
  const { client } = await apiSignIn(DEMO.client);
  const { data } = await client.unwrap(
    client.api.POST('/channels', {
      body: { provider_id: voice.user.provider_id ?? 0, project_id: projectId, body },
    }),
  );
  return data.public_hash;
}

describe('a project’s messages and the phone’s screens', () => {
  it('the casting’s Messages tab lists the conversation about it, which opens in Messages', async () => {
    const stamp = String(Date.now());
    const name = `Harbour ferry safety briefing ${stamp}`;
    const project = await approvedCasting(
      name,
      'A calm, reassuring safety briefing for the harbour ferries, about ninety seconds.',
      300,
    );
    const text = `About the ferry briefing ${stamp}: could you record a short test read of the opening?`;
    const hash = await conversationAbout(project.id, text);

    const page = await chromium.newPage();
    await signedIn(page, DEMO.client, `/projects/${project.public_hash}`);
    await page.getByRole('link', { name: 'Messages', exact: true }).last().click();
    await page.waitForURL((url) => url.pathname === `/projects/${project.public_hash}/messages`);
    await page.getByRole('heading', { name: 'Conversations about this project' }).waitFor();
    const list = page.getByRole('list', { name: 'Conversations' });
    // Only this casting's conversation: the client's others are about other projects or none.
    await expect.poll(() => list.getByRole('link').count()).toBe(1);
    const item = list.locator(`a[href="/messages/${hash}"]`);
    await item.getByText(text).waitFor();

    await item.click();
    await page.waitForURL((url) => url.pathname === `/messages/${hash}`);
    await page
      .getByRole('log', { name: /^Conversation with / })
      .getByText(text)
      .waitFor();
    // The conversation says what it is about, and leads back to the casting.
    await page.getByRole('link', { name, exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/projects/${project.public_hash}`));
  });

  it('on a phone the list and a conversation are two screens, with the way back', async () => {
    const voice = await apiSignIn(DEMO.voice);
    const { client } = await apiSignIn(DEMO.client);
    const { data: channel } = await client.unwrap(
      client.api.POST('/channels', { body: { provider_id: voice.user.provider_id ?? 0 } }),
    );
    const hash = channel.public_hash;

    const page = await chromium.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page, DEMO.client, '/messages');
    const search = page.getByRole('searchbox', { name: 'Search conversations' });
    await search.waitFor();
    const conversation = page.locator(`a[href^="/messages/${hash}"]`).first();
    await conversation.click();
    await page.waitForURL((url) => url.pathname === `/messages/${hash}`);
    await page.getByRole('log', { name: /^Conversation with / }).waitFor();
    // The conversation fills the phone: the list is the other screen.
    expect(await search.isVisible()).toBe(false);
    const box = page.getByRole('textbox', { name: /^Message to / });
    expect(await box.isVisible()).toBe(true);

    await page.getByRole('link', { name: 'All conversations' }).click();
    await page.waitForURL((url) => url.pathname === '/messages');
    await search.waitFor();
    expect(await page.getByRole('log', { name: /^Conversation with / }).count()).toBe(0);
  });
});
