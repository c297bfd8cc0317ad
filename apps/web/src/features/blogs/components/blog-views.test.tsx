import { type Blog, BLOG_POLL_MS, blogTexts } from '@studio/shared';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toSummary } from '../api/blog-queries';
import { BlogList } from './blog-list';
import { BlogPostView } from './blog-post-view';

const post = (n: number, extra: Partial<Blog> = {}): Blog => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  slug: `post-${n}`,
  title: `Post number ${n}`,
  excerpt: `Excerpt of post ${n}.`,
  content: `First paragraph of ${n}.\n\nSecond paragraph of ${n}.`,
  author: 'Cynthia Njeri',
  image: null,
  cover: null,
  createdAt: `2026-0${n}-10T08:00:00.000Z`,
  updatedAt: `2026-0${n}-10T08:00:00.000Z`,
  sections: [{ title: `Section of ${n}`, content: `Section text of ${n}.` }],
  ...extra,
});

/** The list as the pages' loaders give it to the islands: summaries, without the posts' text. */
const summaries = (...posts: Blog[]) => posts.map(toSummary);

const listResponse = (...posts: Blog[]) => new Response(JSON.stringify({ data: posts }));

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('polling (D4)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('the list asks every 5 s while the tab is visible, not while it is hidden, and shows what it gets', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => listResponse(post(6), post(5)));
    vi.stubGlobal('fetch', fetch);
    render(<BlogList initial={{ posts: summaries(post(5)), error: null }} />);
    expect(fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(BLOG_POLL_MS - 1));
    expect(fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/blogs');
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Post number 6', 'Post number 5']);
    await act(() => vi.advanceTimersByTimeAsync(BLOG_POLL_MS));
    expect(fetch).toHaveBeenCalledTimes(2);

    setHidden(true);
    await act(() => vi.advanceTimersByTimeAsync(4 * BLOG_POLL_MS));
    expect(fetch).toHaveBeenCalledTimes(2);
    // Shown again: it asks at once, then every 5 s.
    setHidden(false);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetch).toHaveBeenCalledTimes(3);
    await act(() => vi.advanceTimersByTimeAsync(BLOG_POLL_MS));
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('stops after an answer that will not change (4xx), keeping what it shows', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ message: 'Gone.', code: 'NOT_FOUND' }), { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    render(<BlogList initial={{ posts: summaries(post(5)), error: null }} />);
    await act(() => vi.advanceTimersByTimeAsync(BLOG_POLL_MS));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(4 * BLOG_POLL_MS));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Post number 5' })).toBeInTheDocument();
  });
});

describe('BlogList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows cards with title, excerpt, author and date, newest first', () => {
    vi.stubGlobal('fetch', vi.fn());
    render(<BlogList initial={{ posts: summaries(post(5), post(3), post(1)), error: null }} />);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Post number 5', 'Post number 3', 'Post number 1']);
    expect(links[0]).toHaveAttribute('href', '/blogs/post-5');
    expect(screen.getByText('Excerpt of post 3.')).toBeInTheDocument();
    expect(screen.getAllByText('Cynthia Njeri')).toHaveLength(3);
    expect(screen.getByText('10 May 2026')).toBeInTheDocument();
  });

  it('shows both empty texts when there are no posts', () => {
    vi.stubGlobal('fetch', vi.fn());
    render(<BlogList initial={{ posts: [], error: null }} />);
    expect(screen.getByText(blogTexts.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(blogTexts.emptyBody)).toBeInTheDocument();
  });

  it("shows the error's message when the list cannot be read", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'The database is not answering.', code: 'UNAVAILABLE' }), {
            status: 503,
          }),
      ),
    );
    render(<BlogList initial={{ posts: null, error: null }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering.');
  });
});

describe('BlogPostView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows title, author, date, content, sections and up to 3 recent other posts', () => {
    vi.stubGlobal('fetch', vi.fn());
    const posts = summaries(post(6), post(5), post(4), post(3), post(2));
    render(
      <BlogPostView
        postId="post-4"
        initial={{ postId: 'post-4', post: post(4), notFound: false, error: null, posts }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Post number 4');
    expect(screen.getByText('Author: Cynthia Njeri')).toBeInTheDocument();
    expect(screen.getByText('Posted on: 10 April 2026')).toBeInTheDocument();
    expect(screen.getByText('First paragraph of 4.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph of 4.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Section of 4' })).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent posts' });
    expect(
      within(recent)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Post number 6', 'Post number 5', 'Post number 3']);
  });

  it("falls back to SPEC 8's texts for a post with missing fields", () => {
    vi.stubGlobal('fetch', vi.fn());
    const bare = post(1, { title: '', author: '', content: '', createdAt: '', excerpt: '', sections: [] });
    render(
      <BlogPostView
        postId="post-1"
        initial={{ postId: 'post-1', post: bare, notFound: false, error: null, posts: summaries(bare) }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(blogTexts.untitled);
    expect(screen.getByText(blogTexts.unknownAuthor)).toBeInTheDocument();
    expect(screen.getByText(blogTexts.unknownDate)).toBeInTheDocument();
    expect(screen.getByText(blogTexts.noContent)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recent posts' })).not.toBeInTheDocument();
  });

  it("says 'No blog details found.' for an unknown post, without asking again", () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: [] })));
    vi.stubGlobal('fetch', fetch);
    render(
      <BlogPostView postId="nope" initial={{ postId: 'nope', post: null, notFound: true, error: null, posts: [] }} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(blogTexts.notFound);
    expect(fetch).not.toHaveBeenCalledWith('/api/blogs/nope', expect.anything());
  });

  it("says 'No blog details found.' when the server answers 404", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/blogs')
          ? new Response(JSON.stringify({ data: [] }))
          : new Response(JSON.stringify({ message: blogTexts.notFound, code: 'NOT_FOUND' }), { status: 404 }),
      ),
    );
    render(
      <BlogPostView
        postId="gone"
        initial={{ postId: 'other', post: null, notFound: false, error: null, posts: null }}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: blogTexts.notFound })).toBeInTheDocument();
  });

  it("shows the error's message for any other failure", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    render(
      <BlogPostView
        postId="post-1"
        initial={{
          postId: 'post-1',
          post: null,
          notFound: false,
          error: 'Network error. Check your connection and try again.',
          posts: null,
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Network error. Check your connection and try again.',
    );
  });
});
