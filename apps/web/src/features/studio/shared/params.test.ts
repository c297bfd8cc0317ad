import { describe, expect, it } from 'vitest';
import { photographersSearch } from './studio-api';
import { parsePage, parsePhotographersParams } from './params';

describe('the Photographers page address', () => {
  it('reads q, state and page, with defaults for anything else', () => {
    expect(parsePhotographersParams(new URLSearchParams('q=+Wanjiru+&state=hidden&page=3'))).toEqual({
      q: 'Wanjiru',
      state: 'hidden',
      page: 3,
    });
    expect(parsePhotographersParams(new URLSearchParams('state=gone&page=0'))).toEqual({
      q: '',
      state: 'all',
      page: 1,
    });
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('1e3')).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(photographersSearch({ q: '', state: 'all', page: 1 })).toBe('');
    expect(photographersSearch({ q: 'Nairobi', state: 'featured', page: 2 })).toBe('?q=Nairobi&state=featured&page=2');
  });
});
