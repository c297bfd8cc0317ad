// Sending a newsletter (docs/rules/history.md#issue-14, ADR 0024): 10,000 confirmed subscribers, the built server sending
// over SMTP to a local sink (smtp-server) through the pg-boss queue. Measures mails per second, the
// server's memory above idle while sending, and kills the server (SIGKILL) halfway, starts it
// again and counts what each recipient received at the sink: none lost, none twice. The embedded
// engine always; PostgreSQL too when BENCH_DATABASE_URL is set.
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { printTable, rssMb, startServer, stopServer, tmpDir } from './lib.mjs';
import { eachDatabase } from './search.mjs';
import fs from 'node:fs';

const PORT = 3780;
const SMTP_PORT = 3781;
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
/** The throttle under test; high by default, to measure what the pipeline can do. */
const RATE = process.env.BENCH_MAILS_PER_SECOND ?? '1000';
const ADMIN = { email: 'bench-admin@bench.example', password: 'Bench-admin-42' };

/** An SMTP server that counts what each recipient receives (the message itself is read and dropped). */
async function startSink() {
  const received = new Map();
  let total = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of the client per connection (this machine has no DNS: each would wait it out).
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) {
          const to = r.address.toLowerCase();
          received.set(to, (received.get(to) ?? 0) + 1);
          total++;
        }
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
  return { received, total: () => total, close: () => new Promise((r) => smtp.close(r)) };
}

async function api(method, url, { token, body } = {}) {
  const res = await fetch(`http://127.0.0.1:${PORT}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function measure(name, databaseUrl) {
  const dataDir = tmpDir('bench-newsletter-');
  const sink = await startSink();
  const env = {
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    // A pooled transport (nodemailer reads pool= from the URL): connections are reused between mails.
    SMTP_URL:
      process.env.BENCH_SMTP_POOL === 'false'
        ? `smtp://127.0.0.1:${SMTP_PORT}`
        : `smtp://127.0.0.1:${SMTP_PORT}/?pool=true&maxConnections=4`,
    NEWSLETTER_MAILS_PER_SECOND: RATE,
    JOBS_POLL_SECONDS: '0.5',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  let { child } = await startServer({ port: PORT, dataDir, env });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `insert into newsletter_subscribers (email, token, confirmed_at)
       select 'reader' || i || '@bench.example', md5('bench-token-' || i), now() from generate_series(1, $1::int) i`,
      [SUBSCRIBERS],
    );
    const { token } = await api('POST', '/api/auth/signin', { body: ADMIN });
    const { campaign } = await api('POST', '/api/studio/newsletter/campaigns', {
      token,
      body: {
        subject: 'Bench newsletter',
        body: '# December at the studio\n\nNew **portraits**, family days and a [gallery](https://picha.studio/gallery) to see.\n\n- Saturday sessions\n- Gift cards',
      },
    });
    await sleep(2000);
    const idle = rssMb(child.pid);
    const started = performance.now();
    await api('POST', `/api/studio/newsletter/campaigns/${campaign.id}/send`, { token });
    let peak = idle;
    let firstAt = null;
    while (sink.total() < SUBSCRIBERS / 2) {
      peak = Math.max(peak, rssMb(child.pid));
      if (firstAt === null && sink.total() > 0) firstAt = performance.now();
      await sleep(100);
    }
    const half = sink.total();
    const halfMs = performance.now() - (firstAt ?? started);
    child.kill('SIGKILL');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    const killedAt = performance.now();
    const atKill = sink.total();
    ({ child } = await startServer({ port: PORT, dataDir, env }));
    let resumedAt = null;
    for (;;) {
      if (resumedAt === null && sink.total() > atKill) resumedAt = performance.now();
      const { rows } = await db.query('select status from newsletter_campaigns where id = $1', [campaign.id]);
      if (rows[0].status === 'sent') break;
      peak = Math.max(peak, rssMb(child.pid));
      await sleep(200);
    }
    const doneAt = performance.now();
    await sleep(1000);
    const { rows: progress } = await db.query(
      'select status, count(*)::int n from newsletter_deliveries where campaign_id = $1 group by status order by status',
      [campaign.id],
    );
    const counts = [...sink.received.entries()].filter(([to]) => to.endsWith('@bench.example'));
    const twice = counts.filter(([, n]) => n > 1).length;
    const lost = SUBSCRIBERS - counts.length;
    const secondHalf = sink.total() - atKill;
    printTable(`Newsletter to ${SUBSCRIBERS} confirmed subscribers, ${name} (NEWSLETTER_MAILS_PER_SECOND=${RATE})`, [
      {
        'mails/s (first half)': (half / (halfMs / 1000)).toFixed(0),
        'mails/s (after restart)': resumedAt ? (secondHalf / ((doneAt - resumedAt) / 1000)).toFixed(0) : '-',
        'idle RSS MB': idle.toFixed(0),
        'peak RSS above idle MB': (peak - idle).toFixed(0),
        'at kill': atKill,
        'restart to first mail s': resumedAt ? ((resumedAt - killedAt) / 1000).toFixed(1) : '-',
        'mails at sink': sink.total(),
        'recipients reached': counts.length,
        'received twice': twice,
        lost,
        deliveries: progress.map((r) => `${r.status} ${r.n}`).join(', '),
      },
    ]);
  } finally {
    await db.end();
    await stopServer(child);
    await sink.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchNewsletter() {
  await eachDatabase('bench-newsletter', measure);
}
