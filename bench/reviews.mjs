// 'Highest Rated' and 'Most Reviews' (docs/rules/history.md#issue-13, ADR 0020): the directory over 10,000 photographers
// with 200,000 reviews (each from a completed booking), sorted by the Bayesian average and by the
// count, against today's default sort in the same run, random pages at 50 connections; then
// EXPLAIN ANALYZE of the rating sort's queries. The embedded engine always; PostgreSQL too when
// BENCH_DATABASE_URL is set.
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { median, printTable, root, startServer, stopServer, tmpDir } from './lib.mjs';
import { eachDatabase, explainQueries, seedPhotographers } from './search.mjs';

const PORT = 3770;
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 200_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const PAGES = 40;

/**
 * REVIEWS reviews over the seeded photographers, skewed (a few have many, many have a few, some
 * none), each from a completed booking of its own, then each portfolio's numbers recounted as the
 * reviews module keeps them.
 */
async function seedReviews(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    await client.query('begin');
    await client.query(
      `with ps as (select id, (row_number() over (order by id) - 1)::int as n from portfolios),
       src as (
         select g, floor(power((abs(hashtext(g || 'p')) % 1000000) / 1000000.0, 1.6) * (select count(*) from portfolios))::int as n
         from generate_series(1, $1::int) g
       )
       insert into booking_requests (id, portfolio_id, client_name, client_email, service, event_date, message, status,
         created_at, updated_at)
       select md5('bench-booking-' || g)::uuid, ps.id, 'Client ' || g, 'client' || g || '@bench.example', 'Wedding',
         date '1900-01-01' + g, 'A bench booking.', 'completed', now() - interval '30 days', now() - interval '20 days'
       from src join ps using (n)`,
      [REVIEWS],
    );
    await client.query(
      `insert into reviews (booking_request_id, portfolio_id, author_name, rating, text, created_at)
       select b.id, b.portfolio_id, 'Client ' || substring(b.client_email from 'client(\\d+)@') || '.',
         least(5, greatest(1, 2 + abs(hashtext(b.portfolio_id::text)) % 3 + abs(hashtext(b.id::text)) % 3)),
         'A bench review of a completed booking, long enough to be accepted.',
         now() - (abs(hashtext(b.id::text || 'age')) % (365 * 24)) * interval '1 hour'
       from booking_requests b where b.client_email like 'client%@bench.example'`,
    );
    await client.query(
      `update portfolios p set review_count = s.n, rating_sum = s.total
       from (select portfolio_id, count(*)::int as n, sum(rating)::int as total from reviews group by portfolio_id) s
       where p.id = s.portfolio_id`,
    );
    await client.query('commit');
    await client.query('vacuum analyze portfolios, booking_requests, reviews');
    const { rows } = await client.query(
      `select (select count(*) from reviews) r, (select count(*) from portfolios where review_count = 0) none,
        (select max(review_count) from portfolios) most`,
    );
    return { ms: performance.now() - started, reviews: rows[0].r, none: rows[0].none, most: rows[0].most };
  } finally {
    await client.end();
  }
}

/** The exact SQL of a 'Highest Rated' search, with its EXPLAIN ANALYZE. */
async function explain(url) {
  const { photographerSearchRepository } = await tsImport(
    path.join(root, 'apps/server/src/modules/photographers/photographer-search.repository.ts'),
    import.meta.url,
  );
  await explainQueries(url, 'sort=rating, page 3', async (db) => {
    await photographerSearchRepository(db).search({}, 'rating', { limit: 12, offset: 24 }, 6);
  });
}

const load = (sort) =>
  new Promise((resolve, reject) =>
    autocannon(
      {
        url: `http://127.0.0.1:${PORT}`,
        connections: 50,
        duration: DURATION,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({
              ...req,
              path: `/api/photographers/portfolio/get-all?page=${1 + Math.floor(Math.random() * PAGES)}${sort ? `&sort=${sort}` : ''}`,
            }),
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );

async function measure(name, databaseUrl) {
  const dataDir = tmpDir('bench-reviews-');
  const { child } = await startServer({ port: PORT, dataDir, env: { DATABASE_URL: databaseUrl, SEED_DEMO: 'false' } });
  try {
    const photographers = await seedPhotographers(databaseUrl);
    const seeded = await seedReviews(databaseUrl);
    console.log(
      `\n${name}: ${photographers.portfolios} photographers; ${seeded.reviews} reviews seeded in ${(seeded.ms / 1000).toFixed(1)} s (${seeded.none} photographers without any, the most reviewed has ${seeded.most})`,
    );
    const rows = [];
    const ratios = { rating: [], reviews: [] };
    for (let i = 0; i < ROUNDS; i++) {
      const plain = await load('');
      const rating = await load('rating');
      const reviews = await load('reviews');
      const ratio = (r) => plain.requests.average / r.requests.average;
      ratios.rating.push(ratio(rating));
      ratios.reviews.push(ratio(reviews));
      const cell = (r) => `${r.requests.average.toFixed(0)} · ${r.latency.p50} / ${r.latency.p99}`;
      rows.push({
        round: i + 1,
        'default: req/s · p50 / p99 ms': cell(plain),
        'Highest Rated': cell(rating),
        'Most Reviews': cell(reviews),
        'cost ratio rated / most': `${ratio(rating).toFixed(2)} / ${ratio(reviews).toFixed(2)}`,
        'non-2xx / errors': `${plain.non2xx + rating.non2xx + reviews.non2xx} / ${plain.errors + rating.errors + reviews.errors}`,
      });
    }
    printTable(
      `GET .../get-all?page=1..${PAGES} on ${name}: default sort vs sort=rating vs sort=reviews (50 connections, ${DURATION} s each; cost ratio = default req/s ÷ that sort's req/s, aim ≤ 1.2)`,
      rows,
    );
    console.log(
      `\nmedian cost ratio: Highest Rated ${median(ratios.rating).toFixed(2)}, Most Reviews ${median(ratios.reviews).toFixed(2)} (load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores)`,
    );
    await explain(databaseUrl);
  } finally {
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchReviews() {
  await eachDatabase('bench-reviews', measure);
}
