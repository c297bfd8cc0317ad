// Bundles the server (with @studio/shared, which is TypeScript source) into dist/server.js;
// npm packages stay external and load from node_modules. Migrations are copied beside it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

// `--outdir` lets a second checkout of the work build beside the first without clobbering it.
const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } });
const outdir = values.outdir;
fs.rmSync(outdir, { recursive: true, force: true });
await build({
  // The commands too, so that a production install (`npm ci --omit=dev`, no tsx) runs them.
  entryPoints: {
    server: 'src/server.ts',
    'migrate-cli': 'src/db/migrate-cli.ts',
    'seed-cli': 'src/seed/seed-cli.ts',
    'backup-cli': 'src/db/backup-cli.ts',
    'move-cli': 'src/db/move-cli.ts',
    'admin-cli': 'src/modules/account/admin-cli.ts',
  },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  outdir,
  packages: 'external',
  // @studio/shared is a workspace of TypeScript sources: bundle it rather than load it at run time.
  plugins: [
    {
      name: 'bundle-shared',
      setup(b) {
        b.onResolve({ filter: /^@studio\/shared/ }, (args) => ({
          path: new URL(
            `../../packages/shared/src/${args.path === '@studio/shared' ? 'index' : args.path.slice('@studio/shared/'.length)}.ts`,
            import.meta.url,
          ).pathname,
        }));
      },
    },
  ],
  sourcemap: true,
  logLevel: 'warning',
});
fs.cpSync('drizzle', `${outdir}/drizzle`, { recursive: true });

// What was built (served by /metrics and /api/health/live): the root package's version and the
// commit, from git or BUILD_COMMIT where the build has no git history (a container build).
const rootPackage = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'));
const git = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' });
const commit = git.status === 0 ? git.stdout.trim() : (process.env.BUILD_COMMIT ?? 'unknown');
fs.writeFileSync(`${outdir}/build-info.json`, `${JSON.stringify({ version: rootPackage.version, commit }, null, 2)}\n`);

// A bundle built outside the repository still finds its packages through a link.
const repoRoot = path.resolve(import.meta.dirname, '../..');
const absOut = path.resolve(outdir);
if (!absOut.startsWith(`${repoRoot}${path.sep}`)) {
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(absOut, 'node_modules'), 'dir');
}
