// The demo mailbox is shown only on the machine running the server (security issue 38, finding 5):
// from a loopback address that no proxy passed on. Anyone else, a visitor behind a reverse proxy on
// that machine included, gets a 404 that names no message, subject or address.
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/harness';

const SUBJECT = 'Your sign-in link';
const TO = 'private.person@demo.test';

describe('the demo mailbox’s visitors', () => {
  let server: TestServer;
  let pages: string[];
  beforeAll(async () => {
    server = await startTestServer({ config: { demo: true } });
    await server.services.mailer.send({
      to: TO,
      subject: SUBJECT,
      text: 'Sign in: http://localhost:8080/auth/magic/secret-token.',
    });
    const [mail] = await server.services.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    if (mail === undefined) throw new Error('The mail was not stored in the outbox.');
    pages = ['/dev/mailbox', `/dev/mailbox/${String(mail.id)}`];
  });
  afterAll(() => server.dispose());

  const visit = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, remoteAddress, headers });

  it('shows the list and a message on loopback, IPv4, IPv6 and IPv4-mapped', async () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      for (const url of pages) {
        const page = await visit(url, address);
        expect(page.statusCode, `${url} from ${address}`).toBe(200);
        expect(page.body).toContain(SUBJECT);
        expect(page.body).toContain(TO);
      }
    }
  });

  it('refuses any other address with a 404 that says nothing of the mail', async () => {
    for (const address of ['203.0.113.7', '192.168.1.20', '10.0.0.1', '::ffff:203.0.113.7', '2001:db8::1']) {
      for (const url of pages) {
        const page = await visit(url, address);
        expect(page.statusCode, `${url} from ${address}`).toBe(404);
        expect(page.body).toContain('The mailbox is only shown on the machine running the server.');
        expect(page.body).not.toContain(SUBJECT);
        expect(page.body).not.toContain(TO);
        expect(page.body).not.toContain('secret-token');
      }
    }
  });

  it('refuses loopback that a reverse proxy passed on', async () => {
    const passedOn: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7;proto=https' },
      // A proxy that names only the host or scheme it was asked for, or only itself.
      { 'x-forwarded-proto': 'https' },
      { via: '1.1 proxy.example' },
      // Even one that names loopback: a visitor can send the header themselves.
      { 'x-forwarded-for': '127.0.0.1' },
    ];
    for (const headers of passedOn) {
      for (const url of pages) {
        const page = await visit(url, '127.0.0.1', headers);
        expect(page.statusCode, `${url} with ${JSON.stringify(headers)}`).toBe(404);
        expect(page.body).toContain('The mailbox is only shown on the machine running the server.');
        expect(page.body).not.toContain(SUBJECT);
        expect(page.body).not.toContain(TO);
      }
    }
  });

  it('shows the list to a browser on the server’s machine, over a real connection', async () => {
    // What the journeys' Chromium does (apps/web/e2e): a loopback socket, no proxy between.
    const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const page = await fetch(`${origin}/dev/mailbox`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(SUBJECT);
  });

  it('does not tell a visitor elsewhere whether a message exists', async () => {
    const missing = await visit('/dev/mailbox/999999', '203.0.113.7');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('999999');
  });
});
