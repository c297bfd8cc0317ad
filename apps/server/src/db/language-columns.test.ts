import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The language kept beside accounts, booking requests, subscribers and contact messages
 * (docs/rules/public-pages.md#languages) is one of the product's languages, whatever writes it:
 * the database refuses anything else, as the API does.
 */
describe('language columns hold only the product’s languages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const TABLES = ['users', 'booking_requests', 'newsletter_subscribers', 'contact_messages'];

  it('each has a check of en or sw, not null, English by default', async () => {
    for (const table of TABLES) {
      const { rows } = await t.pool.query<{ def: string; nullable: string; fallback: string }>(
        `select pg_get_constraintdef(c.oid) as def, col.is_nullable as nullable, col.column_default as fallback
           from pg_constraint c
           join information_schema.columns col on col.table_name = $1 and col.column_name = 'language'
          where c.conname = $1 || '_language_check'`,
        [table],
      );
      expect(rows, table).toHaveLength(1);
      expect(rows[0]!.def, table).toMatch(/language.*'en'.*'sw'/);
      expect(rows[0]!.nullable, table).toBe('NO');
      expect(rows[0]!.fallback, table).toMatch(/^'en'/);
    }
  });

  it('refuses another language, an empty one and none, and changes nothing', async () => {
    const account = await signUp(t.app);
    await t.pool.query(`insert into newsletter_subscribers (email, token) values ('lugha@example.com', 'lugha-token')`);
    const rows: [string, string, string][] = [
      ['users', 'lower(email) = lower($1)', account.email],
      ['newsletter_subscribers', 'email = $1', 'lugha@example.com'],
    ];
    for (const [table, where, key] of rows) {
      for (const [value, code] of [
        ['fr', '23514'],
        ['', '23514'],
        ['SW', '23514'],
        [null, '23502'],
      ] as const) {
        await expect(
          t.pool.query(`update ${table} set language = $2 where ${where}`, [key, value]),
          `${table} ${value}`,
        ).rejects.toMatchObject({ code });
      }
      const { rows: kept } = await t.pool.query(`select language from ${table} where ${where}`, [key]);
      expect(kept, table).toEqual([{ language: 'en' }]);
      await t.pool.query(`update ${table} set language = 'sw' where ${where}`, [key]);
    }
  });
});
