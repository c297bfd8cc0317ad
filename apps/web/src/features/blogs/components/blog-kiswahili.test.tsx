import type { Blog } from '@studio/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BlogPostView } from './blog-post-view';

/** docs/rules/public-pages.md#languages: a post as the server answers a Kiswahili request. */
const post: Blog = {
  _id: '00000000-0000-4000-8000-000000000001',
  slug: 'kuchagua',
  title: 'Jinsi ya kuchagua mpiga picha',
  excerpt: 'Maswali ya kuuliza.',
  content: 'The body in English.',
  contentHtml: '<p>The body in English.</p>',
  author: 'Amani Wanjiru',
  image: null,
  cover: null,
  createdAt: '2026-08-14T07:00:00.000Z',
  updatedAt: '2026-08-14T07:00:00.000Z',
  english: ['content'],
  sections: [
    { title: 'Mkataba una nini?', content: 'Sisitiza makubaliano.', html: '<p>Sisitiza makubaliano.</p>' },
    {
      title: 'Mvua',
      content: 'Plan for rain.',
      html: '<p>Plan for rain.</p>',
      english: ['content'],
    },
    { title: 'Prints', content: 'Print them.', html: '<p>Print them.</p>', english: ['title', 'content'] },
  ],
};
const langOf = (text: string) => screen.getByText(text).closest('[lang]')?.getAttribute('lang') ?? null;

describe('BlogPostView on a Kiswahili page', () => {
  it('marks each section\'s title and body shown in English with lang="en", and only those', () => {
    vi.stubGlobal('fetch', vi.fn());
    render(
      <BlogPostView
        postId="kuchagua"
        initial={{ postId: 'kuchagua', post, notFound: false, error: null, posts: [] }}
      />,
    );
    expect(langOf('Mkataba una nini?')).toBeNull();
    expect(langOf('Sisitiza makubaliano.')).toBeNull();
    expect(langOf('Mvua')).toBeNull();
    expect(langOf('Plan for rain.')).toBe('en');
    expect(langOf('Prints')).toBe('en');
    expect(langOf('Print them.')).toBe('en');
    expect(langOf('The body in English.')).toBe('en');
    vi.unstubAllGlobals();
  });
});
