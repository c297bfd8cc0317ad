import type { Lead } from '@studio/shared';
import { describe, expect, it } from 'vitest';
import { leadsCsv } from './leads.csv';
import { snippet, stageOf } from './leads.service';

const lead = (over: Partial<Lead> = {}): Lead => ({
  id: '00000000-0000-4000-8000-000000000001',
  stage: 'new',
  status: 'pending',
  clientName: 'Wanjiku Kamau',
  clientEmail: 'wanjiku@example.com',
  clientPhone: null,
  service: 'Wedding',
  package: null,
  eventDate: '2026-12-12',
  createdAt: '2026-11-20T07:00:00.000Z',
  lastMessage: { text: 'Hello', author: 'client', at: '2026-11-20T07:00:00.000Z' },
  waitingSince: '2026-11-20T07:00:00.000Z',
  ...over,
});
const NOW = new Date('2026-11-22T09:30:00.000Z');
/** The cells of the one data row (no field below holds a comma or a line break unquoted). */
const body = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n')[1]!;

describe('leads CSV', () => {
  it('starts with a BOM and a header, ends rows with CRLF, counts waiting hours', () => {
    const csv = leadsCsv([lead()], NOW);
    expect(csv.startsWith('\uFEFFStage,Status,Client name,')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(body(csv)).toBe(
      'New,pending,Wanjiku Kamau,wanjiku@example.com,,Wedding,,2026-12-12,2026-11-20T07:00:00.000Z,Hello,client,2026-11-20T07:00:00.000Z,2026-11-20T07:00:00.000Z,50',
    );
    expect(body(leadsCsv([lead({ waitingSince: null, stage: 'completed', status: 'completed' })], NOW))).toMatch(
      /^Completed,completed,.*,2026-11-20T07:00:00\.000Z,,$/,
    );
  });

  it('quotes fields with commas, quotes and line breaks (RFC 4180)', () => {
    const csv = leadsCsv([lead({ clientName: 'Otieno, "Jnr"', package: { id: 'p', title: 'Two\r\nlines' } })], NOW);
    expect(csv).toContain(',"Otieno, ""Jnr""",');
    expect(csv).toContain(',"Two\r\nlines",');
    // A lone LF or CR is a line break to a spreadsheet as well.
    expect(leadsCsv([lead({ service: 'Bride\nGroom' })], NOW)).toContain(',"Bride\nGroom",');
    expect(leadsCsv([lead({ service: 'Bride\rGroom' })], NOW)).toContain(',"Bride\rGroom",');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+254 700 000 000', "'+254 700 000 000"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
  ])('puts an apostrophe before a cell starting %j', (name, cell) => {
    expect(body(leadsCsv([lead({ clientName: name })], NOW)).split(',')[2]).toBe(cell);
  });

  it('defuses a cell starting with CR, inside quotes', () => {
    expect(leadsCsv([lead({ clientName: '\r=cmd' })], NOW)).toContain(`,"'\r=cmd",`);
  });

  it('leaves other cells alone, Kenyan names included', () => {
    expect(body(leadsCsv([lead({ clientName: 'Wambũi Nyambura-Ng’ang’a' })], NOW)).split(',')[2]).toBe(
      'Wambũi Nyambura-Ng’ang’a',
    );
  });
});

describe('lead stages and snippets', () => {
  it('splits pending on whether the photographer has written', () => {
    expect(stageOf({ status: 'pending', photographerMessages: 0 })).toBe('new');
    expect(stageOf({ status: 'pending', photographerMessages: 2 })).toBe('conversation');
    expect(stageOf({ status: 'accepted', photographerMessages: 0 })).toBe('accepted');
    expect(stageOf({ status: 'completed', photographerMessages: 0 })).toBe('completed');
    for (const status of ['declined', 'expired', 'cancelled'] as const) {
      expect(stageOf({ status, photographerMessages: 1 })).toBe('lost');
    }
  });

  it('cuts a message on one line, at a word, to at most 140 characters', () => {
    expect(snippet('  Short\n\nmessage  ')).toBe('Short message');
    const long = `${'Karibu sana '.repeat(20)}`;
    const cut = snippet(long);
    expect(Array.from(cut).length).toBeLessThanOrEqual(140);
    expect(cut).toMatch(/(Karibu|sana)…$/);
    // A word with no spaces is cut where it must be, never inside a character.
    const emoji = snippet('📸'.repeat(200));
    expect(Array.from(emoji)).toHaveLength(140);
    expect(emoji.endsWith('📸…')).toBe(true);
  });
});
