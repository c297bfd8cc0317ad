import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'check-dependencies.mjs');
const integrity = 'sha512-AAAA';

/** Runs the check on a project folder holding this lockfile's packages and this allowScripts. */
function check(packages, allowScripts = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-deps-'));
  try {
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'fixture', allowScripts }));
    fs.writeFileSync(
      path.join(dir, 'package-lock.json'),
      JSON.stringify({ lockfileVersion: 3, packages: { '': { name: 'fixture' }, ...packages } }),
    );
    const run = spawnSync(process.execPath, [script, dir], {
      encoding: 'utf8',
      env: { ...process.env, npm_config_offline: 'true' },
    });
    return { status: run.status, out: run.stdout + run.stderr };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('check:deps (docs/decisions/0043)', () => {
  it('passes registry packages with integrity, and install scripts that are allowed or for another platform', () => {
    const result = check(
      {
        'node_modules/a': { version: '1.0.0', integrity },
        'node_modules/b/node_modules/esbuild': { version: '0.1.0', integrity, hasInstallScript: true },
        'node_modules/@x/darwin-arm64': { version: '1.0.0', integrity, hasInstallScript: true, os: ['darwin'] },
      },
      { esbuild: true },
    );
    expect(result.out).toContain('3 packages in the lockfile');
    expect(result.status).toBe(0);
  });

  it('fails on a package from elsewhere, one without integrity, and an install script not allowed', () => {
    const result = check({
      'node_modules/from-git': { version: '1.0.0', resolved: 'git+ssh://example.com/x.git', integrity },
      'node_modules/no-hash': { version: '1.0.0' },
      'node_modules/runs-things': { version: '1.0.0', integrity, hasInstallScript: true },
    });
    expect(result.status).toBe(1);
    expect(result.out).toContain('from-git comes from git+ssh://example.com/x.git, not the npm registry');
    expect(result.out).toContain('no-hash has no sha512 integrity');
    expect(result.out).toContain("runs-things runs an install script and is not in package.json's allowScripts");
  });
});
