/**
 * docs/rules/accounts-and-auth.md#password-reset-and-rate-limits: signing in with an unknown e-mail must take as long as with a wrong password.
 *
 *   npx tsx apps/server/src/modules/auth/sign-in-timing.bench.ts [baseUrl] [samples]
 *
 * Against a running server (default http://127.0.0.1:3000; give it a large
 * AUTH_RATE_LIMIT_PER_IP and TRUST_PROXY=true). Creates a few accounts, then alternates the two kinds of failed
 * sign-in over HTTP, each from its own X-Forwarded-For address and spread over enough accounts
 * that the per-address limit (10 failures in 15 minutes) is never reached, and prints the median,
 * the 10th and 90th percentiles and the difference of the medians. Forgot-password is measured the
 * same way (known vs unknown address).
 */
const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const samples = Number(process.argv[3] ?? 200);
const PASSWORD = 'Kilimanjaro7';
const run = `${Date.now().toString(36)}`;

let ip = 0;
const nextIp = () => {
  ip++;
  return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
};

async function post(path: string, body: object): Promise<{ status: number; ms: number }> {
  const start = process.hrtime.bigint();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: Number(process.hrtime.bigint() - start) / 1e6 };
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { median: at(0.5), p10: at(0.1), p90: at(0.9) };
};
const fmt = (x: number) => x.toFixed(2).padStart(7);

async function main() {
  const accounts: string[] = [];
  const perAccount = 5; // well under the 10 failures a 15-minute window allows
  for (let i = 0; i < Math.ceil(samples / perAccount); i++) {
    const email = `timing.${run}.${i}@example.com`;
    const res = await post('/api/auth/signup', {
      name: 'Timing Sample',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: raise AUTH_RATE_LIMIT_PER_IP`);
    accounts.push(email);
  }
  // Warm-up: the first hashes and connections are slower.
  for (let i = 0; i < 10; i++)
    await post('/api/auth/signin', { email: `warm.${run}.${i}@example.com`, password: 'Wrong1pass' });

  const unknown: number[] = [];
  const wrong: number[] = [];
  for (let i = 0; i < samples; i++) {
    // Alternate which kind goes first, so drifts in machine load hit both alike.
    const kinds = i % 2 ? (['unknown', 'wrong'] as const) : (['wrong', 'unknown'] as const);
    for (const kind of kinds) {
      const email = kind === 'unknown' ? `nobody.${run}.${i}@example.com` : accounts[Math.floor(i / perAccount)]!;
      const res = await post('/api/auth/signin', { email, password: `Wrong${i}pass` });
      if (res.status !== 401) throw new Error(`sign-in answered ${res.status}`);
      (kind === 'unknown' ? unknown : wrong).push(res.ms);
    }
  }

  const forgotKnown: number[] = [];
  const forgotUnknown: number[] = [];
  const forgotSamples = Math.min(samples, accounts.length * 2);
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  for (let i = 0; i < forgotSamples; i++) {
    // At most 2 codes per account here, under the 3 an hour that are stored and mailed. Storing and
    // mailing happen after the answer: a pause lets that work finish, so it does not slow the
    // request measured next; the order alternates, as for sign-in.
    const known = accounts[Math.floor(i / 2) % accounts.length]!;
    const unknownEmail = `nobody.forgot.${run}.${i}@example.com`;
    const order = i % 2 ? [unknownEmail, known] : [known, unknownEmail];
    for (const email of order) {
      await pause(60);
      const res = await post('/api/auth/forgot-password', { email });
      if (res.status !== 200) throw new Error('forgot-password failed');
      (email === known ? forgotKnown : forgotUnknown).push(res.ms);
    }
  }

  const show = (name: string, xs: number[]) => {
    const s = stats(xs);
    console.log(
      `${name.padEnd(34)} n=${String(xs.length).padStart(4)}  median ${fmt(s.median)} ms  p10 ${fmt(s.p10)}  p90 ${fmt(s.p90)}`,
    );
    return s.median;
  };
  console.log(`POST /api/auth/signin against ${base}`);
  const u = show('unknown e-mail', unknown);
  const w = show('registered e-mail, wrong password', wrong);
  console.log(`difference of medians: ${(u - w).toFixed(2)} ms (${(((u - w) / w) * 100).toFixed(1)}%)`);
  console.log(`POST /api/auth/forgot-password`);
  const fu = show('unknown e-mail', forgotUnknown);
  const fk = show('registered e-mail', forgotKnown);
  console.log(`difference of medians: ${(fu - fk).toFixed(2)} ms (${(((fu - fk) / fk) * 100).toFixed(1)}%)`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
