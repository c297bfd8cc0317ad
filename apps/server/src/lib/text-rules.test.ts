import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, textFault } from './text-rules';

/** A value `depth` objects deep: `{ a: { a: … 'x' } }`. */
const nested = (depth: number) => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe('the text rules (ADR 0036)', () => {
  it('names the first field, in input order, that holds a control character or a lone surrogate', () => {
    expect(textFault({ a: 'fine', b: ['ok', 'no\u0000'] })).toEqual({ field: 'b.1', fault: 'control' });
    expect(textFault({ a: 'x\u001b', b: 'y\u0001' })).toEqual({ field: 'a', fault: 'control' });
    expect(textFault({ text: 'a\ud800b' })).toEqual({ field: 'text', fault: 'surrogate' });
    expect(textFault({ text: 'b\udc00' })).toEqual({ field: 'text', fault: 'surrogate' });
    expect(textFault({ 'k\u0000': 1 })).toEqual({ field: 'k\u0000', fault: 'control' });
    expect(textFault('\u007f')).toEqual({ field: '_', fault: 'control' });
  });

  it('lets tabs, line breaks and whole surrogate pairs (emoji) through', () => {
    expect(textFault({ text: 'Two lines:\r\n\tand 📷 a camera', n: 3, ok: true, none: null })).toBeUndefined();
    expect(textFault(Buffer.from([0]))).toBeUndefined();
  });

  it('walks without recursion: 100,000 nested arrays and 8,000 nested objects are refused as too deep', () => {
    const arrays = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(textFault(arrays)).toEqual({ field: expect.any(String), fault: 'depth' });
    expect(textFault(nested(8000))).toEqual({ field: expect.stringMatching(/^a(\.a)*$/), fault: 'depth' });
    expect(textFault(nested(MAX_DEPTH))).toBeUndefined();
    expect(textFault(nested(MAX_DEPTH + 1))?.fault).toBe('depth');
  });
});
