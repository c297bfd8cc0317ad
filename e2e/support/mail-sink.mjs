// A real SMTP server for the browser tests (docs/rules/platform.md#e-mail): the product sends its e-mail here over SMTP, and
// the tests read what arrived over HTTP: GET /messages?to=address -> [{ to, subject, text, html }].
//
//   node support/mail-sink.mjs <smtp-port> <http-port>
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.argv[2]);
const httpPort = Number(process.argv[3]);
if (!smtpPort || !httpPort) {
  console.error('usage: node support/mail-sink.mjs <smtp-port> <http-port>');
  process.exit(2);
}

/** @type {{ to: string[]; from: string; subject: string; text: string; html: string; receivedAt: string }[]} */
const messages = [];
const MAX_MESSAGES = 5000;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  // The product logs in when SMTP_URL carries a user and password (the e2e server's does, so its
  // log can be checked for the password): any login is accepted, over plain text on loopback.
  allowInsecureAuth: true,
  onAuth(auth, _session, callback) {
    callback(null, { user: auth.username });
  },
  logger: false,
  size: 5 * 1024 * 1024,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        if (messages.length >= MAX_MESSAGES) messages.shift();
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: mail.from?.text ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.on('error', (err) => console.error('mail sink:', err.message));
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${httpPort}`);
    if (url.pathname === '/health') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const found = to ? messages.filter((m) => m.to.includes(to)) : messages;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
      return;
    }
    res.writeHead(404).end();
  })
  .listen(httpPort, '127.0.0.1');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    smtp.close(() => process.exit(0));
  });
}
