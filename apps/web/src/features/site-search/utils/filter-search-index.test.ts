import type { SearchIndexEntry } from '@studio/shared';
import { describe, expect, it } from 'vitest';
import { filterSearchIndex, highlightParts } from './filter-search-index';

const index: SearchIndexEntry[] = [
  { name: 'Wedding Photography', link: '/portfolio/weddings', category: 'Portfolio' },
  { name: 'Event Coverage', link: '/services/event-coverage', category: 'Services' },
  { name: 'Photo Editing Tips', link: '/blogs/editing-tips', category: 'Blogs' },
  { name: 'Popular Photographers', link: '/popular/photographer/:id', category: 'Popular' },
];

describe('filterSearchIndex', () => {
  it('shows nothing with neither text nor category', () => {
    expect(filterSearchIndex(index, '  ', '')).toEqual([]);
  });
  it('matches a case-insensitive substring of the name', () => {
    expect(filterSearchIndex(index, 'PHOTO', '').map((e) => e.name)).toEqual([
      'Wedding Photography',
      'Photo Editing Tips',
      'Popular Photographers',
    ]);
  });
  it('does not match on the link or category', () => {
    expect(filterSearchIndex(index, 'blogs', '')).toEqual([]);
  });
  it('needs an exact category and combines it with the text', () => {
    expect(filterSearchIndex(index, '', 'Blogs').map((e) => e.name)).toEqual(['Photo Editing Tips']);
    expect(filterSearchIndex(index, 'photo', 'Portfolio').map((e) => e.name)).toEqual(['Wedding Photography']);
    expect(filterSearchIndex(index, 'event', 'Blogs')).toEqual([]);
  });
});

describe('highlightParts', () => {
  it('marks every case-insensitive occurrence', () => {
    expect(highlightParts('Photo of a photographer', 'photo')).toEqual([
      { text: 'Photo', match: true },
      { text: ' of a ', match: false },
      { text: 'photo', match: true },
      { text: 'grapher', match: false },
    ]);
  });
  it('returns the text whole when there is no needle', () => {
    expect(highlightParts('Event', '')).toEqual([{ text: 'Event', match: false }]);
  });
});
