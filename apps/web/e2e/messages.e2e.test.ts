// Messages against the real server (issue 45), with two browser contexts: a client messages
// voice@demo.test from the profile; the voice actor's Messages badge rises without a reload; they
// reply with an audio take, which reaches the client's open conversation live (and plays there); the client stars and
// archives the conversation and finds it by keyword. Then moderation: a new client's message with an
// e-mail address waits for approval, the voice actor does not get it, an admin approves it in the
// held messages queue, and it is delivered.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { finishNavbarTour } from './api';
import {
  apiSignIn,
  baseUrl,
  bottomNav,
  DEMO,
  DEMO_PASSWORD,
  signedIn,
  snackbar,
  useChromium,
} from './support';

const chromium = useChromium();

beforeAll(async () => {
  for (const email of [DEMO.client, DEMO.voice, DEMO.admin]) await finishNavbarTour(baseUrl(), email);
});

/** The voice actor's Messages badge as the bottom navigation reads it ('Messages (3 new)'), 0 without one. */
async function messagesBadge(page: Page): Promise<number> {
  const name =
    (await bottomNav(page)
      .getByRole('link', { name: /^Messages/ })
      .textContent()) ?? '';
  const count = /\((\d+)\+? new\)/.exec(name)?.[1];
  return count === undefined ? 0 : Number(count);
}

async function voiceActor() {
  const session = await apiSignIn(DEMO.voice);
  const me = (await session.client.unwrap(session.client.api.GET('/users/me'))).data;
  return { ...session, providerId: me.provider_id ?? 0 };
}

/** The bodies of a conversation's messages as `email` reads them (the newest page). */
async function bodiesFor(email: string, hash: string): Promise<string[]> {
  const { client } = await apiSignIn(email);
  const { data } = await client.unwrap(
    client.api.GET('/channels/{hash}/events', { params: { path: { hash }, query: { size: 100 } } }),
  );
  return data.map((event) => event.body);
}

const conversationHash = (page: Page): string => new URL(page.url()).pathname.split('/')[2] ?? '';

describe('messages', () => {
  it('a client messages a voice actor from the profile; the badge rises live; the reply with an audio take arrives; star, archive, find', async () => {
    const word = `Lighthouse${String(Date.now())}`;
    const voice = await voiceActor();

    const actor = await chromium.newPage();
    await signedIn(actor, DEMO.voice, '/');
    const before = await messagesBadge(actor);

    const client = await chromium.newPage();
    await signedIn(client, DEMO.client, `/voice-actor/${String(voice.providerId)}`);
    await client.getByRole('button', { name: 'Message', exact: true }).click();
    await client.waitForURL((url) => url.pathname.startsWith('/messages/'));
    const hash = conversationHash(client);
    const box = client.getByRole('textbox', { name: /^Message to / });
    await box.fill(`Hello! Could you narrate the ${word} museum audio guide next week?`);
    await box.press('Enter');
    const log = client.getByRole('log', { name: /^Conversation with / });
    await log.getByText(`Could you narrate the ${word} museum audio guide`).waitFor();
    await expect.poll(() => box.inputValue()).toBe('');

    // The voice actor's badge rises without a reload (stats-updated over the socket).
    await expect.poll(() => messagesBadge(actor), { timeout: 10_000 }).toBeGreaterThan(before);

    // They open the conversation from Messages and answer with an audio take.
    await bottomNav(actor)
      .getByRole('link', { name: /^Messages/ })
      .click();
    await actor.waitForURL((url) => url.pathname === '/messages');
    await actor.locator(`a[href^="/messages/${hash}"]`).first().click();
    await actor.waitForURL((url) => url.pathname === `/messages/${hash}`);
    // In the open conversation (the list beside it on a desktop shows the same last message).
    await actor
      .getByRole('log', { name: /^Conversation with / })
      .getByText(`Could you narrate the ${word} museum audio guide`)
      .waitFor();
    await actor.locator('input[type="file"]').setInputFiles({
      name: 'museum-take-1.mp3',
      mimeType: 'audio/mpeg',
      buffer: readFileSync(new URL('../../api/seed/audio/audiobook-en-gb.mp3', import.meta.url)),
    });
    await actor.getByRole('button', { name: 'Remove museum-take-1.mp3' }).waitFor();
    const reply = actor.getByRole('textbox', { name: /^Message to / });
    await reply.fill('Yes! Here is a first take of the opening.');
    await reply.press('Enter');
    await actor
      .getByRole('log')
      .getByRole('link', { name: /museum-take-1\.mp3/ })
      .waitFor();
    // Reading the conversation took the badge back down.
    await expect.poll(() => messagesBadge(actor), { timeout: 10_000 }).toBeLessThanOrEqual(before);

    // The client's open conversation shows the reply and its take, live.
    await log.getByText('Yes! Here is a first take of the opening.').waitFor({ timeout: 10_000 });
    await log.getByRole('link', { name: /museum-take-1\.mp3/ }).waitFor();
    // The take plays in the page: its player reads the file the server streams (its duration known).
    const player = log.getByLabel('Play museum-take-1.mp3');
    await expect
      .poll(
        () => player.evaluate((audio: HTMLAudioElement) => (audio.readyState >= 1 ? audio.duration : 0)),
        {
          timeout: 10_000,
        },
      )
      .toBeGreaterThan(0);

    // Star and archive it; it is under Starred and Archived, and found there by keyword.
    await client.getByRole('button', { name: 'Star', exact: true }).click();
    await client.getByRole('button', { name: 'Starred', exact: true }).waitFor();
    await client.getByRole('button', { name: 'Archive', exact: true }).click();
    await snackbar(client, 'Conversation archived.').waitFor();
    await client.getByRole('button', { name: 'Restore', exact: true }).waitFor();
    await client.goto('/messages?folder=starred');
    await client
      .getByRole('list', { name: 'Conversations' })
      .locator(`a[href^="/messages/${hash}"]`)
      .waitFor();
    await client.getByRole('link', { name: 'Archived', exact: true }).click();
    await client.waitForURL((url) => url.search === '?folder=archived');
    await client.getByRole('searchbox', { name: 'Search conversations' }).fill(word);
    await client.getByRole('button', { name: 'Search', exact: true }).click();
    await client.waitForURL((url) => url.searchParams.get('q') === word);
    const found = client.getByRole('list', { name: 'Conversations' });
    // The list is fetched again for the keywords: wait for it to hold this conversation alone (the
    // folder's list before the search, or a loading state between, would count otherwise).
    await expect.poll(() => found.getByRole('link').count()).toBe(1);
    await found.locator(`a[href^="/messages/${hash}"]`).waitFor();

    // Put back the shared demo client's conversation: in the inbox, not starred.
    const { client: api } = await apiSignIn(DEMO.client);
    await api.unwrap(api.api.POST('/channels/{hash}/restore', { params: { path: { hash } } }));
    await api.unwrap(api.api.POST('/channels/{hash}/remove_star', { params: { path: { hash } } }));
  });

  it('a new client’s message with an e-mail address waits for approval; an admin approves it and the voice actor gets it', async () => {
    const voice = await voiceActor();
    const stamp = String(Date.now());
    const email = `new.client.${stamp}@example.test`;
    const name = `Nell Newcomer ${stamp}`;
    const profile = `/voice-actor/${String(voice.providerId)}`;

    // A visitor signs up as a client from the profile's Message.
    const client = await chromium.newPage();
    await client.goto(profile);
    await client.getByRole('button', { name: 'Message', exact: true }).click();
    await client.waitForURL((url) => url.pathname === '/auth/signin');
    const signup = client.locator('form[aria-labelledby=signup-title]');
    await signup.getByLabel('Full name').fill(name);
    await signup.getByLabel('E-mail').fill(email);
    await signup.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await signup.getByLabel('A client').check();
    await signup.getByLabel(/I accept the Terms/).check();
    await signup.getByRole('button', { name: 'Create account' }).click();
    await bottomNav(client).waitFor();
    await finishNavbarTour(baseUrl(), email);
    await client.goto(profile);
    await client.getByRole('button', { name: 'Message', exact: true }).click();
    await client.waitForURL((url) => url.pathname.startsWith('/messages/'));
    const hash = conversationHash(client);

    const text = `Let's talk outside: write to me at nell.${stamp}@example.test`;
    const box = client.getByRole('textbox', { name: /^Message to / });
    await box.fill(text);
    await box.press('Enter');
    await client.getByText(/Your message is waiting for approval/).waitFor();
    await client
      .getByRole('log')
      .getByText(/Pending moderation/)
      .waitFor();
    expect(await bodiesFor(DEMO.voice, hash)).not.toContain(text);

    // The admin's queue shows it under its author; approved as legitimate, it is delivered.
    const admin = await chromium.newPage();
    // Their Messages lead to the queue, with how many messages wait.
    await signedIn(admin, DEMO.admin, '/messages');
    await admin.getByRole('link', { name: /^Messages awaiting approval \([1-9]\d*\)$/ }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/messages');
    const section = admin.getByRole('region', { name: new RegExp(name) });
    await section.getByText(text).waitFor();
    await section
      .getByRole('combobox', { name: 'Real category' })
      .selectOption({ label: 'Legitimate message' });
    await section.getByRole('button', { name: `Approve the messages of ${name}` }).click();
    await snackbar(admin, `The messages of ${name} were approved.`).waitFor();
    await expect.poll(() => bodiesFor(DEMO.voice, hash), { timeout: 10_000 }).toContain(text);
  });
});
