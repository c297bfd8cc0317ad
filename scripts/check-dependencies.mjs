#!/usr/bin/env node
// `npm run check:deps` (docs/decisions/0043): what the lockfile may bring in, checked offline,
// then known advisories when the registry's advisory service answers.
// - every package comes from the npm registry with a sha512 integrity (no git, URL or file tarball);
// - a package that runs an install script on this platform is named in package.json's allowScripts;
// - `npm audit --omit=dev`: a high or critical advisory in what ships fails; an advisory service
//   that cannot be reached (offline, or a mirror without it) is said and skipped.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const allowed = new Set(
  Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).allowScripts ?? {}),
);

const nameOf = (key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
const fitsHere = (entry) =>
  (!entry.os || entry.os.includes(process.platform)) && (!entry.cpu || entry.cpu.includes(process.arch));

const problems = [];
let packages = 0;
for (const [key, entry] of Object.entries(lock.packages ?? {})) {
  if (!key.includes('node_modules/') || entry.link) continue;
  packages += 1;
  const name = nameOf(key);
  if (entry.resolved && !entry.resolved.startsWith('https://registry.npmjs.org/'))
    problems.push(`${name} comes from ${entry.resolved}, not the npm registry`);
  if (!entry.integrity?.startsWith('sha512-')) problems.push(`${name} has no sha512 integrity in the lockfile`);
  if (entry.hasInstallScript && fitsHere(entry) && !allowed.has(name))
    problems.push(`${name} runs an install script and is not in package.json's allowScripts`);
}

const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
let advisories = 'the advisory service did not answer: skipped';
try {
  const report = JSON.parse(audit.stdout);
  if (report.error) throw new Error(report.error.summary);
  const counts = report.metadata?.vulnerabilities ?? {};
  advisories = `advisories in what ships: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate`;
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {}))
    if (v.severity === 'high' || v.severity === 'critical')
      problems.push(`${name}: ${v.severity} advisory (npm audit)`);
} catch {
  // No JSON report: offline, or the registry has no advisory service (it answers 405 here).
}

console.log(`check:deps: ${packages} packages in the lockfile; ${advisories}`);
for (const problem of problems) console.error(`check:deps: ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
