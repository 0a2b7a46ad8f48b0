// Mail: the outbox keeps what SMTP would have carried, the demo mailbox shows it with clickable
// links (demo mode only), and a configured SMTP server is chosen instead (no network here).
import Fastify from 'fastify';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { mailOutbox } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/harness';
import { mailboxPages } from './mailbox';
import { createMailer, smtpTransport } from './mailer';

describe('mail without SMTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.dispose());

  it('stores the message SMTP would have sent in the outbox', async () => {
    const { mailer, db } = server.services;
    expect(mailer.kind).toBe('outbox');
    await mailer.send({
      to: 'voice@demo.test',
      subject: 'You are invited: Audiobook narrator',
      text: 'Answer the invitation: http://localhost:8080/ai/41.',
      html: '<p>Answer <a href="http://localhost:8080/ai/41">the invitation</a>.</p>',
    });
    const [stored] = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(stored).toMatchObject({
      to: 'voice@demo.test',
      subject: 'You are invited: Audiobook narrator',
      createdAt: server.clock.now,
    });
    expect(stored?.raw).toContain('To: voice@demo.test');
    expect(stored?.raw).toContain('Subject: You are invited: Audiobook narrator');
    expect(stored?.raw).toContain('Content-Type: multipart/alternative');
  });

  it('lists the outbox newest first on the demo mailbox, and shows a message with its links', async () => {
    const { mailer } = server.services;
    server.clock.advance(60_000);
    await mailer.send({
      to: 'client@demo.test',
      subject: 'Your project is approved',
      text: 'See it at http://localhost:8080/projects/12.',
    });
    const list = await server.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    const newest = list.body.indexOf('Your project is approved');
    const older = list.body.indexOf('You are invited: Audiobook narrator');
    expect(newest).toBeGreaterThan(-1);
    expect(older).toBeGreaterThan(newest);

    const link = /href="(\/dev\/mailbox\/\d+)">Your project is approved</.exec(list.body)?.[1];
    expect(link).toBeDefined();
    const message = await server.app.inject({ method: 'GET', url: link ?? '' });
    expect(message.statusCode).toBe(200);
    expect(message.body).toContain('<a href="http://localhost:8080/projects/12">');
    expect(message.body).toContain('client@demo.test');

    const missing = await server.app.inject({ method: 'GET', url: '/dev/mailbox/999999' });
    expect(missing.statusCode).toBe(404);
  });

  it('has no mailbox outside demo mode', async () => {
    const app = Fastify();
    await app.register(
      mailboxPages({ ...server.services, config: { ...server.services.config, demo: false } }),
    );
    for (const url of ['/dev/mailbox', '/dev/mailbox/1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Your project is approved');
    }
    await app.close();
  });

  it('sends through nodemailer’s SMTP transport to the configured server', () => {
    const config = loadConfig({ SMTP_HOST: 'mail.example.com', SMTP_USER: 'mailer', SMTP_PASS: 'secret' });
    // Creating the transport opens no connection: nothing here reaches the network.
    const mailer = createMailer({ config, db: server.services.db });
    expect(mailer.kind).toBe('smtp');
    const transport = smtpTransport(config.smtpUrl ?? '');
    expect(transport.transporter.name).toBe('SMTP');
    expect(transport.options).toMatchObject({
      host: 'mail.example.com',
      port: 587,
      auth: { user: 'mailer' },
    });
  });
});

describe('mail with SMTP configured', () => {
  it('builds the SMTP address from SMTP_HOST, SMTP_PORT, SMTP_USER and SMTP_PASS', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).smtpUrl).toBe(
      'smtps://u:p@mail.example.com:465',
    );
    expect(
      loadConfig({ SMTP_HOST: 'mail.example.com', SMTP_USER: 'mailer', SMTP_PASS: 'p@ss:word' }).smtpUrl,
    ).toBe('smtp://mailer:p%40ss%3Aword@mail.example.com:587');
    expect(loadConfig({ SMTP_HOST: 'mail.example.com', SMTP_PORT: '465' }).smtpUrl).toBe(
      'smtps://mail.example.com:465',
    );
  });
});
