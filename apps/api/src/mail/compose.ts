// How the server's mails are written: plain text with the link last, and the same paragraphs as
// simple HTML with the link as an anchor. Every mail module composes with these.
import type { MailMessage } from './mailer';

export const esc = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * A plain-text body and the same paragraphs as simple HTML, the link as a button-like anchor; then,
 * when given, the footer's link (such as the one that turns this kind of mail off).
 */
export function composeMessage(
  to: string,
  subject: string,
  paragraphs: string[],
  link: { href: string; label: string },
  footer?: { href: string; label: string },
): MailMessage {
  const text = [
    ...paragraphs,
    `${link.label}: ${link.href}`,
    ...(footer ? [`${footer.label}: ${footer.href}`] : []),
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1b1d21">${paragraphs
    .map((p) => `<p>${esc(p)}</p>`)
    .join('')}<p><a href="${esc(link.href)}">${esc(link.label)}</a></p>${
    footer ? `<p style="font-size:smaller"><a href="${esc(footer.href)}">${esc(footer.label)}</a></p>` : ''
  }</body></html>`;
  return { to, subject, text, html };
}

/** An address on the site users reach the server at (config.publicOrigin). */
export const absolute = (publicOrigin: string, path: string) => new URL(path, publicOrigin).toString();
