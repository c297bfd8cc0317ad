#!/usr/bin/env node
// `npm run bench`: builds if needed, then runs every benchmark (or those named: `npm run bench -- startup bundle`).
import { spawnSync } from 'node:child_process';
import { benchBookings } from './bookings.mjs';
import { benchBundle } from './bundle.mjs';
import { benchCluster } from './cluster.mjs';
import { benchGallery } from './gallery.mjs';
import { benchInboxReplies } from './inbox-replies.mjs';
import { root } from './lib.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchNewsletter } from './newsletter.mjs';
import { benchPayments } from './payments.mjs';
import { benchPhotographers } from './photographers.mjs';
import { benchReviews } from './reviews.mjs';
import { benchSearch } from './search.mjs';
import { benchSoak } from './soak.mjs';
import { benchStartup } from './startup.mjs';
import { benchSweep } from './sweep.mjs';
import { benchThroughput } from './throughput.mjs';
import { benchUploadBurst } from './upload-burst.mjs';

const all = {
  startup: benchStartup,
  throughput: benchThroughput,
  bundle: benchBundle,
  photographers: benchPhotographers,
  search: benchSearch,
  bookings: benchBookings,
  reviews: benchReviews,
  newsletter: benchNewsletter,
  lighthouse: benchLighthouse,
  cluster: benchCluster,
  soak: benchSoak,
  sweep: benchSweep,
  replies: benchInboxReplies,
  uploads: benchUploadBurst,
  payments: benchPayments,
  gallery: benchGallery,
};
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(all);

if (!process.env.BENCH_SERVER_BUNDLE) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}
console.log(`# Benchmarks (${new Date().toISOString()}, ${process.version})`);
for (const name of chosen) {
  if (!all[name]) throw new Error(`unknown benchmark ${name}; one of ${Object.keys(all).join(', ')}`);
  await all[name]();
}
