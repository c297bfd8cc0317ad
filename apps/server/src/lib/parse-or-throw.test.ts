import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import { parseOrThrow } from './parse-or-throw';

const schema = z.object({
  name: z.string().min(1, 'Name is required.').max(3, 'Name is too long.'),
  tags: z.array(z.string().min(1, 'A tag is empty.')),
});

function refusal(value: unknown): AppError {
  try {
    parseOrThrow(schema, value);
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('parsed');
}

describe('parseOrThrow', () => {
  it('returns what the schema outputs', () => {
    expect(parseOrThrow(schema, { name: 'Ann', tags: ['a'], extra: 1 })).toEqual({ name: 'Ann', tags: ['a'] });
  });

  it('throws a 400 with the first broken rule per field, keyed by the path', () => {
    const err = refusal({ name: '', tags: ['a', ''] });
    expect(err.statusCode).toBe(400);
    expect(err.code).toBe('VALIDATION');
    expect(err.message).toBe('Name is required.');
    expect(err.errors).toEqual({ name: ['Name is required.'], 'tags.1': ['A tag is empty.'] });
  });

  it('keys an error of the whole value as _', () => {
    expect(refusal('not an object').errors).toEqual({ _: [expect.any(String)] });
  });
});
