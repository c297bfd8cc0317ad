import type { Blog } from '@studio/shared';
import { describe, expect, it } from 'vitest';
import {
  blogAuthorLine,
  blogDateLine,
  blogTitle,
  formatBlogDate,
  metaDescription,
  paragraphs,
  recentOtherPosts,
} from './blog-format';

const post = (id: string, createdAt: string): Blog => ({
  _id: id,
  slug: id,
  title: id,
  excerpt: '',
  content: '',
  author: '',
  image: null,
  cover: null,
  createdAt,
  updatedAt: createdAt,
  sections: [],
});

describe('blog formatting', () => {
  it('formats dates for Kenya, in Nairobi time', () => {
    expect(formatBlogDate('2026-03-12T08:00:00.000Z')).toBe('12 March 2026');
    // 22:30 UTC on 11 March is already 12 March in Nairobi (UTC+3).
    expect(formatBlogDate('2026-03-11T22:30:00.000Z')).toBe('12 March 2026');
    expect(formatBlogDate('not a date')).toBeNull();
    expect(formatBlogDate('')).toBeNull();
  });

  it("uses SPEC 8's fallbacks", () => {
    expect(blogTitle({ title: '  ' })).toBe('Untitled Blog');
    expect(blogTitle({ title: 'Golden hour' })).toBe('Golden hour');
    expect(blogAuthorLine({ author: '' })).toBe('Author: Unknown');
    expect(blogAuthorLine({ author: ' Brian Otieno ' })).toBe('Author: Brian Otieno');
    expect(blogDateLine({ createdAt: 'garbage' })).toBe('Posted on: Unknown date');
    expect(blogDateLine({ createdAt: '2026-09-08T09:00:00.000Z' })).toBe('Posted on: 8 September 2026');
  });

  it('splits text into paragraphs at blank lines', () => {
    expect(paragraphs('One.\n\nTwo,\nstill two.\n \n\nThree.')).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
    expect(paragraphs('   ')).toEqual([]);
  });

  it('picks up to three other posts, newest first', () => {
    const posts = [
      post('a', '2026-01-01T00:00:00Z'),
      post('b', '2026-05-01T00:00:00Z'),
      post('c', '2026-03-01T00:00:00Z'),
      post('d', '2026-04-01T00:00:00Z'),
      post('e', '2026-02-01T00:00:00Z'),
    ];
    expect(recentOtherPosts(posts, { _id: 'b' }).map((p) => p._id)).toEqual(['d', 'c', 'e']);
    expect(recentOtherPosts(posts.slice(0, 2), { _id: 'a' }).map((p) => p._id)).toEqual(['b']);
    expect(recentOtherPosts([posts[0]!], { _id: 'a' })).toEqual([]);
  });

  it('cuts meta descriptions at 150 characters, at a word', () => {
    const long = 'Close to the equator the golden light lasts half an hour, not half a day. '.repeat(4);
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(150);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(metaDescription('Short and sweet.')).toBe('Short and sweet.');
  });
});
