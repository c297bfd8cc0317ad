import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger as AppLogger } from '../lib/log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'info'>;

export interface MailMessage {
  to: string;
  /** Where answers go, e.g. the client who sent an inquiry. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. a newsletter's List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /** A stable Message-ID, so a mail handed over twice can be recognised as one. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * docs/rules/platform.md#e-mail: real SMTP when `SMTP_URL` is set; otherwise each message is written as an .eml file to
 * `outboxDir` and logged, so a local install works offline.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string }, log: Logger): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
    },
  };
}
