import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvError, loadDotEnv, loadEnv } from './env';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('.env', () => {
  const saved = { ...process.env };
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  });

  /** A project folder (package-lock.json) with this .env, and a workspace folder inside it. */
  function project(dotEnv: string) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-dotenv-'));
    made.push(root);
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{}');
    fs.writeFileSync(path.join(root, '.env'), dotEnv);
    fs.mkdirSync(path.join(root, 'apps', 'server'), { recursive: true });
    return root;
  }

  it("is read from the project's folder, also from a workspace below it; the environment wins", () => {
    const root = project('STUDIO_DOTENV_A=from-file\nSTUDIO_DOTENV_B=from-file\n');
    process.env.STUDIO_DOTENV_B = 'from-environment';
    expect(loadDotEnv(path.join(root, 'apps', 'server'))).toBe(path.join(root, '.env'));
    expect(process.env.STUDIO_DOTENV_A).toBe('from-file');
    expect(process.env.STUDIO_DOTENV_B).toBe('from-environment');
  });

  it('is optional, and not looked for above the project', () => {
    const outer = project('STUDIO_DOTENV_C=outer\n');
    const inner = path.join(outer, 'inner');
    fs.mkdirSync(inner);
    fs.writeFileSync(path.join(inner, 'package-lock.json'), '{}');
    expect(loadDotEnv(inner)).toBeUndefined();
    expect(process.env.STUDIO_DOTENV_C).toBeUndefined();
  });

  it('.env.example, copied to .env, is a valid configuration', () => {
    const example = fs.readFileSync(path.join(projectRoot, '.env.example'), 'utf8');
    const root = project(example);
    for (const key of Object.keys(parseEnv(example))) delete process.env[key];
    loadDotEnv(root);
    expect(process.env.MAIL_FROM).toBe('Picha Studio <hello@picha.studio>');
    expect(loadEnv(process.env)).toMatchObject({ PORT: 3000, SEED_DEMO: true, MEDIA_MIN_FREE_MB: 256 });
  });
});

describe('SEED_DEMO', () => {
  it('defaults to on for the embedded database and off with DATABASE_URL, and says it took the default', () => {
    expect(loadEnv({})).toMatchObject({ SEED_DEMO: true, SEED_DEMO_DEFAULTED: true });
    expect(loadEnv({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/studio' })).toMatchObject({
      SEED_DEMO: false,
      SEED_DEMO_DEFAULTED: true,
    });
  });

  it('set explicitly, wins either way', () => {
    const server = { DATABASE_URL: 'postgres://u@127.0.0.1:5432/studio' };
    expect(loadEnv({ ...server, SEED_DEMO: 'true' })).toMatchObject({ SEED_DEMO: true, SEED_DEMO_DEFAULTED: false });
    expect(loadEnv({ SEED_DEMO: 'false' })).toMatchObject({ SEED_DEMO: false, SEED_DEMO_DEFAULTED: false });
  });
});

describe('loadEnv', () => {
  it('applies defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.PUBLIC_URL).toBe('http://127.0.0.1:3000');
    expect(env.SEED_DEMO).toBe(true);
    expect(env.AUTH_RATE_LIMIT_PER_IP).toBe(100);
    expect(env.MEDIA_DIR.endsWith('/data/media')).toBe(true);
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://x'],
    ['SEED_DEMO', 'maybe'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['LOG_LEVEL', 'loud'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(EnvError);
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('trusts no proxy unless told which', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadEnv({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY:/);
  });

  it('takes a metrics token only when it is long enough and has no spaces', () => {
    expect(loadEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(loadEnv({ METRICS_TOKEN: '0123456789abcdef' }).METRICS_TOKEN).toBe('0123456789abcdef');
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN:/);
    expect(() => loadEnv({ METRICS_TOKEN: '0123456789 abcdef' })).toThrow(/METRICS_TOKEN:/);
  });

  it('keeps media in MEDIA_DIR unless MEDIA_STORE=s3, which needs S3_BUCKET (docs/decisions/0040-media-store.md)', () => {
    expect(loadEnv({})).toMatchObject({ MEDIA_STORE: 'local', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(() => loadEnv({ MEDIA_STORE: 's3' })).toThrow(/S3_BUCKET: required when MEDIA_STORE is s3/);
    expect(() => loadEnv({ MEDIA_STORE: 'cloud' })).toThrow(/MEDIA_STORE:/);
    expect(
      loadEnv({
        MEDIA_STORE: 's3',
        S3_BUCKET: 'studio-media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toMatchObject({ MEDIA_STORE: 's3', S3_BUCKET: 'studio-media', S3_FORCE_PATH_STYLE: true });
    for (const bad of ['UPPER', 'ab', 'under_score', '-dash-first'])
      expect(() => loadEnv({ S3_BUCKET: bad }), bad).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadEnv({ BACKUP_S3_BUCKET: 'Backups' })).toThrow(/BACKUP_S3_BUCKET: must be a bucket name/);
    expect(() => loadEnv({ S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT:/);
    expect(() => loadEnv({ S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither/,
    );
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });
});
