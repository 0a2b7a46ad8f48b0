// The demo mailbox: /dev/mailbox lists the mail outbox newest first, /dev/mailbox/<id> shows one
// message with its links clickable, so product can follow an invitation's link without an SMTP
// server. Demo mode only: otherwise both answer 404 (registered anyway, so that the web app's
// history fallback never answers these addresses).
//
// And only on the machine running the server (security issue 38, finding 5): the mailbox holds
// everyone's mail, sign-in links among them, and it has no sign-in of its own. Whoever is on the
// server's own machine already holds its database, so the mailbox shows them nothing they could not
// read; anyone else gets a 404 that says nothing of the mail.
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mailOutbox } from '../db/schema';
import type { Services } from '../services';

const esc = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Escapes the text and makes each http(s) address in it a link (a sentence's final stop is not part of it). */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)])/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${esc(part)}">${esc(part)}</a>` : esc(part)))
    .join('');
}

const PAGE_LIMIT = 200;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Demo mailbox</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1d21}
main{max-width:48rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.5rem}table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #d1d5db;vertical-align:top}
pre{white-space:pre-wrap;word-break:break-word;background:#fff;padding:1rem;border-radius:8px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
iframe{width:100%;min-height:24rem;border:1px solid #d1d5db;background:#fff}
a{color:#1d4ed8}
</style></head><body><main>${body}</main></body></html>`;
}

function send(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header(
      'content-security-policy',
      // The HTML version of a mail shows in a sandboxed frame (no scripts); its links open on top.
      "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self'; frame-ancestors 'none'",
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

const notFound = (reply: FastifyReply, message: string) =>
  send(reply, 404, page('Not found', `<h1>Not found</h1><p>${esc(message)}</p>`));

/** 127.0.0.0/8 and ::1 (BlockList also matches their IPv4-mapped form, ::ffff:127.x.y.z). */
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * Headers a reverse proxy adds. A proxy on the same machine connects from loopback for every
 * visitor, wherever they are: a request that carries one came through such a proxy.
 */
const proxied = (name: string) =>
  name === 'forwarded' || name === 'x-real-ip' || name === 'via' || name.startsWith('x-forwarded-');

/**
 * Whether the request comes from the machine running the server: its connection's own address is
 * loopback, and no proxy passed it on. The socket's address, not `request.ip`, which a future
 * `trustProxy` would read from the very headers a visitor can send.
 */
function onThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const local = isIPv4(address)
    ? loopback.check(address, 'ipv4')
    : isIPv6(address) && loopback.check(address, 'ipv6');
  return local && !Object.keys(request.headers).some(proxied);
}

export function mailboxPages(services: Services) {
  return (app: FastifyInstance) => {
    /** Why the mailbox is not shown to this request, or null when it is. */
    const refusal = (request: FastifyRequest): string | null => {
      if (!services.config.demo) return 'The mailbox exists in demo mode only.';
      if (!onThisMachine(request)) return 'The mailbox is only shown on the machine running the server.';
      return null;
    };

    app.get('/dev/mailbox', async (request, reply) => {
      const refused = refusal(request);
      if (refused !== null) return notFound(reply, refused);
      const rows = await services.db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(PAGE_LIMIT);
      const list =
        rows.length === 0
          ? '<p>No mail yet. Mail the server sends (invitations, approvals) lands here while no SMTP server is configured.</p>'
          : `<table><caption>The ${rows.length === PAGE_LIMIT ? `${PAGE_LIMIT} newest` : rows.length} messages, newest first</caption><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows
              .map(
                (r) =>
                  `<tr><td><time datetime="${r.createdAt.toISOString()}">${esc(r.createdAt.toISOString().slice(0, 16).replace('T', ' '))}</time></td><td>${esc(r.to)}</td><td><a href="/dev/mailbox/${r.id}">${esc(r.subject)}</a></td></tr>`,
              )
              .join('')}</tbody></table>`;
      return send(reply, 200, page('Mailbox', `<h1>Demo mailbox</h1>${list}`));
    });

    app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
      const refused = refusal(request);
      if (refused !== null) return notFound(reply, refused);
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
      const [mail] =
        id === null ? [] : await services.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
      if (!mail) return notFound(reply, `No message ${request.params.id} in the mailbox.`);
      const html = mail.html
        ? `<h2>HTML version</h2><iframe title="The HTML version of the message" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${esc(mail.html)}"></iframe>`
        : '';
      return send(
        reply,
        200,
        page(
          mail.subject,
          `<p><a href="/dev/mailbox">All messages</a></p><h1>${esc(mail.subject)}</h1><dl><dt>From</dt><dd>${esc(mail.from)}</dd><dt>To</dt><dd>${esc(mail.to)}</dd><dt>Sent</dt><dd><time datetime="${mail.createdAt.toISOString()}">${esc(mail.createdAt.toUTCString())}</time></dd></dl><h2>Text</h2><pre>${linkify(mail.text)}</pre>${html}`,
        ),
      );
    });
  };
}
