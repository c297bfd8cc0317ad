import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase, eventually } from '../../test/test-app';
import { pageShowsChange } from '../plugins/web-app';
import { BLOG_TOPIC, type ChangeFeed, EVERYTHING, photographerTopic, startChangeFeed } from './change-feed';

const quiet = { warn() {} };

describe('the change feed between processes (LISTEN/NOTIFY)', () => {
  let database: Database;
  const feeds: ChangeFeed[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const f of feeds) await f.close();
    await database.close();
  });

  it('tells this process at once and every other process soon after', async () => {
    const [a, b] = [await startChangeFeed(database.pool, quiet), await startChangeFeed(database.pool, quiet)];
    feeds.push(a, b);
    const heardA: string[] = [];
    const heardB: string[] = [];
    a.subscribe((t) => heardA.push(t));
    b.subscribe((t) => heardB.push(t));
    const publishing = a.publish('content');
    expect(heardA).toEqual(['content']);
    await publishing;
    await eventually(() => expect(heardB).toEqual(['content']));
  });

  it('after losing its connection, reconnects and says that anything may have changed', async () => {
    const feed = await startChangeFeed(database.pool, quiet);
    feeds.push(feed);
    const heard: string[] = [];
    feed.subscribe((t) => heard.push(t));
    await database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN studio_changes' and datname = current_database()`,
    );
    await eventually(() => expect(heard).toContain(EVERYTHING), 5000);
    const other = await startChangeFeed(database.pool, quiet);
    feeds.push(other);
    await other.publish('content');
    await eventually(() => expect(heard).toContain('content'));
  });
});

describe('which rendered pages a change concerns', () => {
  const id = '5f0c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f';
  it.each([
    ['/photographer/' + id, true],
    ['/contact/' + id, true],
    ['/photographers', true],
    ['/photographers?location=Nairobi', true],
    ['/sw/photographers', true],
    ['/sw/photographers?location=Nairobi', true],
    ['/sw/photographer/' + id, true],
    ['/photographer/00000000-0000-4000-8000-000000000000', false],
    ['/gallery', false],
  ])('%s: %s', (url, shows) => {
    expect(pageShowsChange(url, photographerTopic(id))).toBe(shows);
  });
  it('studio content and a reconnection concern every page', () => {
    expect(pageShowsChange('/gallery', 'content')).toBe(true);
    expect(pageShowsChange('/gallery', EVERYTHING)).toBe(true);
  });
  it.each([
    ['/blogs', true],
    ['/blogs?x=1', true],
    ['/sw/blogs', true],
    ['/sw/blogs/editing-tips', true],
    ['/blogs/editing-tips', true],
    ['/blogs-and-more', false],
    ['/gallery', false],
  ])('a blog change (ADR 0023) concerns %s: %s', (url, shows) => {
    expect(pageShowsChange(url, BLOG_TOPIC)).toBe(shows);
  });
});
