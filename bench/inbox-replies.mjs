// Staff replying to contact messages at once (docs/rules/history.md#issue-30): REPLY_WORKERS (20) staff, each writing a
// contact message through the public form and answering it, again and again for BENCH_DURATION
// (120) seconds, against the built server on the embedded database. Counts the answers by status,
// then checks that every 200 reply is stored once and, once the queue has sent what is left, its
// e-mail was sent once (the outbox of DATA_DIR: no SMTP), that the server never stopped, and the
// pool's waits from /metrics.
import fs from 'node:fs';
import path from 'node:path';
import { startServer, stopServer, tmpDir } from './lib.mjs';

const PORT = 3791;
const WORKERS = Number(process.env.REPLY_WORKERS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 120);
const ADMIN = { email: 'replies-admin@example.com', password: 'Kilimanjaro7' };

export async function benchInboxReplies() {
  const dataDir = tmpDir('studio-bench-replies-');
  const base = `http://127.0.0.1:${PORT}`;
  const { child } = await startServer({
    port: PORT,
    dataDir,
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      JOBS_POLL_SECONDS: '0.5',
    },
    logFile: path.join(dataDir, 'server.log'),
  });
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = signal ?? `code ${code}`;
  });
  try {
    const json = { 'content-type': 'application/json' };
    const signIn = await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(ADMIN),
    });
    const staff = { ...json, authorization: `Bearer ${(await signIn.json()).token}` };
    const byStatus = {};
    const replied = new Map();
    let n = 0;
    const until = Date.now() + DURATION * 1000;
    const worker = async (w) => {
      while (Date.now() < until && !exited) {
        const i = ++n;
        const email = `writer-${i}@example.com`;
        const contact = await fetch(`${base}/api/contact`, {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': `10.${w}.${(i >> 8) & 255}.${i & 255}` },
          body: JSON.stringify({ name: `Writer ${i}`, email, message: 'Do you photograph weddings in Naivasha?' }),
        });
        if (contact.status !== 201) {
          byStatus[`contact ${contact.status}`] = (byStatus[`contact ${contact.status}`] ?? 0) + 1;
          continue;
        }
        const list = await fetch(`${base}/api/studio/inbox?q=${encodeURIComponent(email)}&state=all`, {
          headers: staff,
        });
        const id = (await list.json()).data?.[0]?.id;
        const reply = await fetch(`${base}/api/studio/inbox/${id}/reply`, {
          method: 'POST',
          headers: staff,
          body: JSON.stringify({ text: `Yes, we do. Answer ${i}.` }),
        });
        byStatus[reply.status] = (byStatus[reply.status] ?? 0) + 1;
        if (reply.status === 200) replied.set(id, email);
        await reply.text();
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    const seconds = (performance.now() - started) / 1000;
    const metrics = exited ? '' : await (await fetch(`${base}/metrics`)).text();
    // Every reply's thread holds it once.
    let stored = 0;
    for (const id of replied.keys()) {
      const thread = await (await fetch(`${base}/api/studio/inbox/${id}`, { headers: staff })).json();
      if (thread.replies?.length === 1) stored++;
    }
    // Every reply's e-mail reaches the outbox once (the queue has a few seconds to drain).
    const outbox = path.join(dataDir, 'outbox');
    const mailsTo = () => {
      const counts = new Map();
      for (const f of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
        const to = /^To: (\S+)/m.exec(fs.readFileSync(path.join(outbox, f), 'utf8'))?.[1];
        if (to) counts.set(to, (counts.get(to) ?? 0) + 1);
      }
      return counts;
    };
    // The queue sends what is left (up to 5 minutes, until the outbox stops growing for 15 s).
    let mails = mailsTo();
    for (
      let quiet = 0, tries = 0;
      tries < 300 && quiet < 15 && [...replied.values()].some((e) => !mails.get(e));
      tries++
    ) {
      await new Promise((r) => setTimeout(r, 1000));
      const now = mailsTo();
      quiet = now.size === mails.size ? quiet + 1 : 0;
      mails = now;
    }
    const sentTimes = [...replied.values()].map((e) => mails.get(e) ?? 0);
    const once = sentTimes.filter((n) => n === 1).length;
    const twice = sentTimes.filter((n) => n > 1).length;
    const unsent = sentTimes.filter((n) => n === 0).length;
    const sample = (name) =>
      /^(\S+) (\S+)$/m.exec(metrics.split('\n').find((l) => l.startsWith(`${name} `)) ?? '')?.[2];
    console.log(`\n## Inbox replies: ${WORKERS} staff at once for ${DURATION} s\n`);
    console.log(
      `replies by status: ${JSON.stringify(byStatus)} in ${seconds.toFixed(0)} s; stored once: ${stored}/${replied.size}; e-mailed once: ${once}/${replied.size} (more than once: ${twice}, not sent: ${unsent}); server ${exited ? `STOPPED (${exited})` : 'alive'}; pool: ${sample('db_pool_wait_seconds_count')} checkouts, ${sample('db_pool_wait_timeouts_total')} timeouts, ${sample('db_pool_wait_seconds_bucket{le="0.1"}')} within 0.1 s`,
    );
    const failed =
      Object.keys(byStatus).some((s) => !s.startsWith('200')) ||
      exited ||
      stored !== replied.size ||
      once !== replied.size;
    if (failed) process.exitCode = 1;
  } finally {
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
