import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  port: number;
  /** What arrived, oldest first, with the envelope's recipients. */
  inbox: { envelopeTo: string[]; mail: ParsedMail }[];
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port that keeps what it receives (docs/rules/platform.md#e-mail, docs/rules/history.md#issue-12). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const inbox: SmtpSink['inbox'] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { port, inbox, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
