import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../../test/s3';
import { unusedPort } from '../../../test/test-app';
import { localMediaStore } from './local-media-store';
import { checkKey, copyToFile, type MediaStore, moveFilesIn, readStored } from './media-store';
import { s3SettingsOf } from '../../lib/s3-client';
import { s3MediaStore } from './s3-media-store';

const BUCKET = 'studio-media-test';
const read = async (body: Readable | undefined) => {
  expect(body).toBeDefined();
  const chunks: Buffer[] = [];
  for await (const chunk of body!) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

let s3: TestS3;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-store-test-'));
beforeAll(async () => {
  s3 = await startS3([BUCKET]);
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** One contract, both stores (docs/decisions/0040-media-store.md). */
describe.each([
  ['local', async () => localMediaStore(fs.mkdtempSync(path.join(tmp, 'media-')))],
  ['s3', () => s3MediaStore(s3SettingsOf(s3.parsedEnv(), BUCKET))],
] as const)('the %s media store', (kind, open) => {
  let store: MediaStore;
  let n = 0;
  /** A local file to move in, as processing leaves one. */
  const localFile = (text: string) => {
    const file = path.join(tmp, `${kind}-${n++}.tmp`);
    fs.writeFileSync(file, text);
    return file;
  };
  beforeAll(async () => {
    store = await open();
  });

  it('puts, heads and gets a file whole or by a byte range', async () => {
    expect(store.kind).toBe(kind);
    await store.put('portfolios/p1/abc.webp', Buffer.from('0123456789'), 'image/webp');
    expect(await store.head('portfolios/p1/abc.webp')).toEqual({ size: 10, modified: expect.any(Date) });
    expect(await read(await store.get('portfolios/p1/abc.webp'))).toBe('0123456789');
    expect(await read(await store.get('portfolios/p1/abc.webp', { start: 2, end: 5 }))).toBe('2345');
    expect(await read(await store.get('portfolios/p1/abc.webp', { start: 9, end: 9 }))).toBe('9');
    expect((await readStored(store, 'portfolios/p1/abc.webp'))?.toString()).toBe('0123456789');
    // Replaced whole by a second put.
    await store.put('portfolios/p1/abc.webp', Buffer.from('new'));
    expect(await read(await store.get('portfolios/p1/abc.webp'))).toBe('new');
  });

  it('answers undefined for a key that is not there, and deletes absent keys without error', async () => {
    expect(await store.head('portfolios/p1/missing.webp')).toBeUndefined();
    expect(await store.get('portfolios/p1/missing.webp')).toBeUndefined();
    expect(await store.get('portfolios/p1/missing.webp', { start: 0, end: 3 })).toBeUndefined();
    // A folder is not a file.
    expect(await store.head('portfolios/p1')).toBeUndefined();
    await expect(store.delete(['portfolios/p1/missing.webp'])).resolves.toBeUndefined();
    await expect(store.delete([])).resolves.toBeUndefined();
    const file = path.join(tmp, `${kind}-absent`);
    expect(await copyToFile(store, 'portfolios/p1/missing.webp', file)).toBe(false);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('moves a finished file in (it leaves its place) and copies one out', async () => {
    const file = localFile('finished variant');
    await store.moveIn('blog/stem-400.webp', file, 'image/webp');
    expect(fs.existsSync(file)).toBe(false);
    expect(await read(await store.get('blog/stem-400.webp'))).toBe('finished variant');
    const out = path.join(tmp, `${kind}-copied`);
    expect(await copyToFile(store, 'blog/stem-400.webp', out)).toBe(true);
    expect(fs.readFileSync(out, 'utf8')).toBe('finished variant');
  });

  it('moves several files in under a prefix, refusing names the store would not give, and undoing a half move', async () => {
    const name = /^[a-z]+-\d+\.webp$/;
    const keys = await moveFilesIn(
      store,
      'messages/b1/',
      [
        { from: localFile('a'), name: 'a-400.webp' },
        { from: localFile('b'), name: 'b-400.webp' },
      ],
      name,
    );
    expect(keys).toEqual(['messages/b1/a-400.webp', 'messages/b1/b-400.webp']);
    await expect(
      moveFilesIn(store, 'messages/b1/', [{ from: localFile('x'), name: '../x.webp' }], name),
    ).rejects.toThrow(/refusing/);
    // The second file is gone before it moves: the first, moved already, is taken out again.
    await expect(
      moveFilesIn(
        store,
        'messages/b2/',
        [
          { from: localFile('c'), name: 'c-400.webp' },
          { from: path.join(tmp, 'not-there'), name: 'd-400.webp' },
        ],
        name,
      ),
    ).rejects.toThrow();
    expect(await store.head('messages/b2/c-400.webp')).toBeUndefined();
  });

  it('lists by prefix at any depth, only under that prefix, and deletes a prefix whole', async () => {
    await store.put('galleries/g1/originals/x.jpg', Buffer.from('x'));
    await store.put('galleries/g1/web/x-400.webp', Buffer.from('xx'));
    await store.put('galleries/g10/web/y-400.webp', Buffer.from('y'));
    await store.put('galleries-other/z.webp', Buffer.from('z'));
    const listed = await store.list('galleries/g1/');
    expect(listed.map((o) => o.key).sort()).toEqual(['galleries/g1/originals/x.jpg', 'galleries/g1/web/x-400.webp']);
    expect(listed.find((o) => o.key.endsWith('x-400.webp'))).toMatchObject({ size: 2, modified: expect.any(Date) });
    expect((await store.list('galleries/')).map((o) => o.key).sort()).toEqual([
      'galleries/g1/originals/x.jpg',
      'galleries/g1/web/x-400.webp',
      'galleries/g10/web/y-400.webp',
    ]);
    expect(await store.list('nothing-here/')).toEqual([]);
    await store.deletePrefix('galleries/g1/');
    expect(await store.list('galleries/g1/')).toEqual([]);
    expect(await store.head('galleries/g10/web/y-400.webp')).toEqual({ size: 1, modified: expect.any(Date) });
    await store.delete(['galleries/g10/web/y-400.webp', 'galleries-other/z.webp']);
    expect(await store.list('galleries/')).toEqual([]);
  });

  it('refuses a key that could leave the store (.., an absolute path, empty parts, a backslash) and changes nothing', async () => {
    const bad = ['../x.webp', 'a/../../x', '/etc/passwd', 'a//b', 'a/', '', '.', 'a/./b', '.hidden', 'a\\b', 'a/b c'];
    for (const key of bad) {
      expect(() => checkKey(key), key).toThrow(/not a media key/);
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow(/not a media key/);
      await expect(store.get(key), key).rejects.toThrow(/not a media key/);
      await expect(store.head(key), key).rejects.toThrow(/not a media key/);
      await expect(store.delete([key]), key).rejects.toThrow(/not a media key/);
      await expect(store.moveIn(key, localFile('x')), key).rejects.toThrow(/not a media key/);
    }
    for (const prefix of ['../', '/', 'a', '../../etc/']) {
      await expect(store.list(prefix), prefix).rejects.toThrow(/not a media (key|prefix)/);
      await expect(store.deletePrefix(prefix), prefix).rejects.toThrow(/not a media (key|prefix)/);
    }
    expect(checkKey('x'.repeat(100))).toHaveLength(100);
    expect(() => checkKey(`${'a/'.repeat(300)}b`)).toThrow(/not a media key/);
  });

  it('answers its check when reachable', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });
});

describe('the s3 media store, unhappy', () => {
  it('says in one sentence that the bucket does not exist, or that the endpoint cannot be reached', async () => {
    const missing = await s3MediaStore(s3SettingsOf(s3.parsedEnv(), 'no-such-bucket'));
    await expect(missing.check()).rejects.toThrow(/^The bucket no-such-bucket \(S3_BUCKET\) does not exist at http/);
    const port = await unusedPort();
    const down = await s3MediaStore(s3SettingsOf(s3.parsedEnv({ S3_ENDPOINT: `http://127.0.0.1:${port}` }), BUCKET));
    await expect(down.check()).rejects.toThrow(`The S3 endpoint http://127.0.0.1:${port} cannot be reached`);
  });

  it('streams a large file in by a multipart upload', async () => {
    const store = await s3MediaStore(s3SettingsOf(s3.parsedEnv(), BUCKET));
    const big = Buffer.alloc(9 * 1024 * 1024, 7);
    big.write('the end', big.length - 7);
    const file = path.join(tmp, 'big.mp4');
    fs.writeFileSync(file, big);
    await store.moveIn('studio-films/big.mp4', file, 'video/mp4');
    expect(await store.head('studio-films/big.mp4')).toMatchObject({ size: big.length });
    expect(await read(await store.get('studio-films/big.mp4', { start: big.length - 7, end: big.length - 1 }))).toBe(
      'the end',
    );
    await store.delete(['studio-films/big.mp4']);
  });
});

describe('the local media store, its folder', () => {
  it('keeps each key at that path under MEDIA_DIR (the layout of before), and lists no half-written file', async () => {
    const root = fs.mkdtempSync(path.join(tmp, 'layout-'));
    const store = localMediaStore(root);
    await store.put('avatars/u-1.webp', Buffer.from('pic'));
    expect(fs.readFileSync(path.join(root, 'avatars', 'u-1.webp'), 'utf8')).toBe('pic');
    fs.writeFileSync(path.join(root, 'avatars', '.u-2.webp.abc.tmp'), 'half');
    expect((await store.list('avatars/')).map((o) => o.key)).toEqual(['avatars/u-1.webp']);
    // A put leaves no temporary file of its own behind.
    expect(fs.readdirSync(path.join(root, 'avatars')).sort()).toEqual(['.u-2.webp.abc.tmp', 'u-1.webp']);
  });
});
