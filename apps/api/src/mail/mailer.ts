// The server's e-mail: one `Mailer` for every notification (invitations, approvals). Nodemailer
// renders the message either way; with SMTP configured (SMTP_URL or SMTP_HOST...) it is sent
// through that server, otherwise it is stored in the `mail_outbox` table, byte for byte what SMTP
// would have carried, and the demo mailbox page (/dev/mailbox) shows it. So a fresh clone sends
// nothing out, and product can still read and click every mail.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  /** One address, or several separated by commas. */
  to: string;
  subject: string;
  /** The plain-text body: always given, it is what the mailbox page shows with clickable links. */
  text: string;
  html?: string;
}

export interface Mailer {
  /** Where mail goes: an SMTP server, or the database outbox. */
  kind: 'smtp' | 'outbox';
  /** Sends (or stores) one message; rejects when the SMTP server refuses it. */
  send: (message: MailMessage) => Promise<void>;
}

export interface MailerOptions {
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  db: Database;
  now?: () => Date;
}

/** Nodemailer's SMTP transport for the configured server; it connects only when a mail is sent. */
export function smtpTransport(url: string): Transporter {
  return nodemailer.createTransport(url);
}

export function createMailer({ config, db, now = () => new Date() }: MailerOptions): Mailer {
  const from = config.mailFrom;
  if (config.smtpUrl) {
    const transport = smtpTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      send: async (message) => {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  // Builds the full message as SMTP would send it, without any network.
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    send: async (message) => {
      const info = await render.sendMail({ from, ...message });
      // With `buffer: true` the stream transport answers the whole message as one Buffer.
      if (!Buffer.isBuffer(info.message)) throw new Error('Nodemailer did not render the message.');
      const raw = info.message.toString('utf8');
      await db.insert(mailOutbox).values({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        raw,
        createdAt: now(),
      });
    },
  };
}
