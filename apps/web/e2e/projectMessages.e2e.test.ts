// A project's Messages tab and the phone's two screens of Messages, against the real server (issue
// 45): a conversation the demo client started about their casting with voice@demo.test is under the
// casting's Messages tab with its last message, opens at its own address, and its Book opens the
// booking form; the casting's owner messages a voice actor who auditioned from that tab; an admin
// acting as the voice actor reads a conversation and nothing is marked read; on a phone /messages is
// the list alone, a conversation a screen of its own, and "All conversations" leads back.
import { beforeAll, describe, expect, it } from 'vitest';
import { sendAudition } from './auditions';
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
  it('the casting’s Messages tab lists the conversation about it, which opens in Messages, where Book opens the booking form', async () => {
    const stamp = String(Date.now());
    const name = `Harbour ferry safety briefing ${stamp}`;
    const project = await approvedCasting(
      name,
      'A calm, reassuring safety briefing for the harbour ferries, about ninety seconds.',
      300,
    );
    const text = `About the ferry briefing ${stamp}: could you record a short test read of the opening?`;
    const hash = await conversationAbout(project.id, text);
    const voiceProviderId = (await apiSignIn(DEMO.voice)).user.provider_id ?? 0;

    const page = await chromium.newPage();
    await signedIn(page, DEMO.client, `/projects/${project.public_hash}`);
    // The project's tab, not the bottom navigation's Messages (named alike when nothing is unread).
    await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Messages' }).click();
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

    // Book opens the booking form with this voice actor.
    await page.goto(`/messages/${hash}`);
    await page.getByRole('button', { name: /^Book / }).click();
    await page.waitForURL((url) => url.pathname === `/book/${String(voiceProviderId)}`);
    await page.getByRole('textbox', { name: 'Script' }).waitFor();
  });

  it('the casting’s owner messages a voice actor who auditioned from its Messages tab, about the casting', async () => {
    const stamp = String(Date.now());
    const name = `Museum night tour ${stamp}`;
    const project = await approvedCasting(
      name,
      'A warm, curious voice for a museum’s night tour, twelve short stops.',
      250,
    );
    const voice = await apiSignIn(DEMO.voice);
    await sendAudition(DEMO.voice, project.id, 250);

    const page = await chromium.newPage();
    await signedIn(page, DEMO.client, `/projects/${project.public_hash}/messages`);
    const auditioned = page.getByRole('list', { name: 'Voice actors who auditioned' });
    await auditioned.getByRole('button', { name: `Message ${voice.user.name}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/messages/'));
    const hash = new URL(page.url()).pathname.split('/')[2] ?? '';
    // The conversation is about the casting: its header names it.
    await page.getByRole('link', { name, exact: true }).waitFor();
    const box = page.getByRole('textbox', { name: /^Message to / });
    await box.fill(`Loved your audition for the ${name}: are you free on Friday?`);
    await box.press('Enter');
    await page
      .getByRole('log', { name: /^Conversation with / })
      .getByText(`Loved your audition for the ${name}`)
      .waitFor();
    const { data } = await voice.client.unwrap(
      voice.client.api.GET('/channels/{hash}', { params: { path: { hash } } }),
    );
    expect(data.project?.public_hash).toBe(project.public_hash);

    // Back on the tab, the conversation is listed, and Message opens it again (one per casting).
    await page.goto(`/projects/${project.public_hash}/messages`);
    await page.getByRole('list', { name: 'Conversations' }).locator(`a[href="/messages/${hash}"]`).waitFor();
    await auditioned.getByRole('button', { name: `Message ${voice.user.name}` }).click();
    await page.waitForURL((url) => url.pathname === `/messages/${hash}`);
  });

  it('the casting’s owner messages a voice actor from their audition’s card, about the casting', async () => {
    const stamp = String(Date.now());
    const name = `Aquarium tunnel narration ${stamp}`;
    const project = await approvedCasting(
      name,
      'A gentle, wondering voice for an aquarium’s tunnel, six short scenes.',
      250,
    );
    const voice = await apiSignIn(DEMO.voice);
    await sendAudition(DEMO.voice, project.id, 250);

    const page = await chromium.newPage();
    await signedIn(page, DEMO.client, `/projects/${project.public_hash}/proposals`);
    await page.getByRole('button', { name: `Message ${voice.user.name}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/messages/'));
    const hash = new URL(page.url()).pathname.split('/')[2] ?? '';
    // The conversation is about the casting: its header names it, and the server holds it so.
    await page.getByRole('link', { name, exact: true }).waitFor();
    const { data } = await voice.client.unwrap(
      voice.client.api.GET('/channels/{hash}', { params: { path: { hash } } }),
    );
    expect(data.project?.public_hash).toBe(project.public_hash);
  });

  it('an admin acting as the voice actor reads their unread conversation, and nothing is marked read', async () => {
    const voice = await apiSignIn(DEMO.voice);
    const { client, tokens } = await apiSignIn(DEMO.client);
    const { data: channel } = await client.unwrap(
      client.api.POST('/channels', { body: { provider_id: voice.user.provider_id ?? 0 } }),
    );
    const hash = channel.public_hash;
    const text = `Admin check ${String(Date.now())}: is Thursday still fine for the session?`;
    // As JSON (the typed client reads this operation's body as its first content type, multipart).
    const sent = await fetch(`${baseUrl()}/api/channels/${hash}/events`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens.getAccessToken() ?? ''}`,
        'content-type': 'application/json',
        'x-session-id': 'web-e2e-test-process',
      },
      body: JSON.stringify({ body: text }),
    });
    expect(sent.status).toBe(201);
    const unreadForVoice = async () =>
      (await voice.client.unwrap(voice.client.api.GET('/channels/{hash}', { params: { path: { hash } } })))
        .data.stats.pending_events;
    const before = await unreadForVoice();
    expect(before).toBeGreaterThan(0);

    await finishNavbarTour(baseUrl(), DEMO.admin);
    const page = await chromium.newPage();
    await signedIn(page, DEMO.admin, '/');
    await page.goto(`/login/${String(voice.user.id)}`);
    await page.getByRole('region', { name: 'Impersonation' }).waitFor();
    await page.goto(`/messages/${hash}`);
    // The admin sees the message: the page has read the conversation's newest messages...
    await page
      .getByRole('log', { name: /^Conversation with / })
      .getByText(text)
      .waitFor();
    // ...and the voice actor still has it unread.
    expect(await unreadForVoice()).toBe(before);
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
