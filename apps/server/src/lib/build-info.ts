import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What is running (ADR 0041): the product's version, the commit it was built from, the runtime. */
export interface BuildInfo {
  version: string;
  commit: string;
  node: string;
}

/** The file the server's build writes beside its bundle (apps/server/build.mjs). */
export const BUILD_INFO_FILE = 'build-info.json';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Read from source (tests, `npm run dev`): the root package.json and git, when there is one. */
function fromSource(): Omit<BuildInfo, 'node'> {
  for (let dir = here; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const lock = path.join(dir, 'package-lock.json');
    if (!fs.existsSync(lock)) continue;
    const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string };
    let commit = process.env.BUILD_COMMIT ?? 'unknown';
    try {
      commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'ignore'],
      })
        .toString()
        .trim();
    } catch {
      // not a git checkout (an unpacked release): the commit stays unknown
    }
    return { version: version ?? '0.0.0', commit };
  }
  return { version: '0.0.0', commit: 'unknown' };
}

let cached: BuildInfo | undefined;

/** The build's own record when the bundle runs, else what the source tree says; read once. */
export function buildInfo(): BuildInfo {
  if (cached) return cached;
  const file = path.join(here, BUILD_INFO_FILE);
  const recorded = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Omit<BuildInfo, 'node'>)
    : fromSource();
  cached = { version: recorded.version, commit: recorded.commit, node: process.versions.node };
  return cached;
}
