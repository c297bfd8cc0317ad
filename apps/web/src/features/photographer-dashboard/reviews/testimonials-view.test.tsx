import { type ReceivedReview, type ReceivedReviewsResponse, reviewsTexts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toasts';
import { renderWithProviders } from '@/testing/render';
import { TestimonialsView } from './testimonials-view';

const review = (over: Partial<ReceivedReview>): ReceivedReview => ({
  id: 'r1',
  rating: 5,
  text: 'Wanjiru caught every moment of our wedding, calm and kind all day long.',
  images: [],
  authorName: 'Achieng O.',
  service: 'Wedding photography',
  featured: false,
  reply: null,
  createdAt: '2026-11-14T09:00:00.000Z',
  editedAt: null,
  bookingId: 'b1',
  studioMayQuote: true,
  report: null,
  hidden: false,
  ...over,
});

const photo = {
  id: 'img-1',
  url: '/uploads/reviews/r2/a-1200.webp',
  srcSet: {
    avif: '/uploads/reviews/r2/a-400.avif 400w, /uploads/reviews/r2/a-800.avif 800w',
    webp: '/uploads/reviews/r2/a-400.webp 400w, /uploads/reviews/r2/a-800.webp 800w',
  },
  width: 1200,
  height: 800,
  placeholder: 'data:image/webp;base64,AAAA',
};

type Answer = { status: number; body: unknown };

/**
 * A small fake of the reviews API: it keeps the reviews, records every change sent, and answers a
 * change with `refuse` when one is given (e.g. a 409).
 */
function fakeServer(
  initial: ReceivedReview[],
  { featuredCount = 0, totalPages = 1, refuse }: { featuredCount?: number; totalPages?: number; refuse?: Answer } = {},
) {
  let list = [...initial];
  const gets: string[] = [];
  const sent: { method: string; url: string; body: unknown }[] = [];
  const json = ({ status, body }: Answer) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (method === 'GET' && url.startsWith('/api/photographers/me/reviews')) {
      gets.push(url);
      const page = Number(new URL(url, 'http://localhost').searchParams.get('page') ?? '1');
      const answer: ReceivedReviewsResponse = {
        summary: {
          average: list.length ? 4.7 : null,
          count: list.length ? 12 : 0,
          distribution: list.length ? [0, 1, 0, 2, 9] : [0, 0, 0, 0, 0],
        },
        featuredCount: featuredCount + list.filter((r) => r.featured).length,
        data: list,
        meta: { page, pageSize: 10, total: list.length ? 12 : 0, totalPages },
      };
      return json({ status: 200, body: answer });
    }
    sent.push({ method, url, body });
    if (refuse) return json(refuse);
    const [, id, action] = /^\/api\/reviews\/([^/]+)\/(reply|featured|report)$/.exec(url) ?? [];
    const current = list.find((r) => r.id === id);
    if (!current) return json({ status: 404, body: { message: 'No review found.', code: 'NOT_FOUND' } });
    const at = '2026-11-20T10:00:00.000Z';
    const changed: ReceivedReview =
      action === 'reply'
        ? { ...current, reply: { text: body.text, createdAt: at, updatedAt: at } }
        : action === 'featured'
          ? { ...current, featured: body.featured }
          : { ...current, report: { reason: body.reason, createdAt: at, state: 'open' } };
    list = list.map((r) => (r.id === id ? changed : r));
    return json({ status: 200, body: { review: changed } });
  };
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  return { gets, sent };
}

afterEach(() => vi.unstubAllGlobals());

const renderView = (path = '/photographer-dashboard/testimonials') =>
  renderWithProviders(
    <ToastProvider>
      <TestimonialsView />
    </ToastProvider>,
    { path },
  );

const reviewItems = async () =>
  within(await screen.findByRole('list', { name: reviewsTexts.allTitle })).getAllByRole('listitem', {
    // The cards, not the items of their own lists (badges, photos).
    name: (_, el) => el.parentElement?.getAttribute('aria-labelledby') === 'all-reviews',
  });
const card = async (author: string) =>
  (await screen.findByRole('heading', { level: 3, name: author })).closest('article') as HTMLElement;

describe('TestimonialsView', () => {
  it('shows the average, the count, the distribution, the featured count and each review', async () => {
    fakeServer(
      [
        review({
          featured: true,
          reply: { text: 'Asante sana!', createdAt: '2026-11-15T08:00:00.000Z', updatedAt: '2026-11-15T08:00:00.000Z' },
        }),
        review({
          id: 'r2',
          rating: 4,
          authorName: 'Brian K.',
          service: 'Family portraits',
          images: [photo],
          editedAt: '2026-11-16T08:00:00.000Z',
          report: { reason: 'Personal details', createdAt: '2026-11-17T08:00:00.000Z', state: 'open' },
        }),
        review({ id: 'r3', rating: 1, authorName: 'Chris M.', hidden: true }),
      ],
      { featuredCount: 1 },
    );
    renderView();

    const summary = await screen.findByRole('region', { name: reviewsTexts.summaryTitle });
    expect(within(summary).getByText(reviewsTexts.average({ average: 4.7 }))).toBeInTheDocument();
    expect(within(summary).getByText('12 reviews')).toBeInTheDocument();
    expect(within(summary).getByText(reviewsTexts.featuredCount({ count: 2 }))).toBeInTheDocument();
    const bars = within(within(summary).getByRole('list', { name: reviewsTexts.distributionTitle })).getAllByRole(
      'listitem',
    );
    expect(bars.map((b) => b.textContent)).toEqual([
      expect.stringContaining(reviewsTexts.distributionLabel({ stars: 5, count: 9 })),
      expect.stringContaining(reviewsTexts.distributionLabel({ stars: 4, count: 2 })),
      expect.stringContaining(reviewsTexts.distributionLabel({ stars: 3, count: 0 })),
      expect.stringContaining(reviewsTexts.distributionLabel({ stars: 2, count: 1 })),
      expect.stringContaining(reviewsTexts.distributionLabel({ stars: 1, count: 0 })),
    ]);

    expect(await reviewItems()).toHaveLength(3);
    const first = await card('Achieng O.');
    expect(first).toHaveTextContent(reviewsTexts.average({ average: 5 }));
    expect(first).toHaveTextContent('Wedding photography');
    expect(first).toHaveTextContent('14 November 2026');
    expect(first).toHaveTextContent(/calm and kind all day long/);
    expect(first).toHaveTextContent(reviewsTexts.featuredBadge);
    expect(first).toHaveTextContent('Asante sana!');
    expect(within(first).getByRole('button', { name: /^Edit reply/ })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: /^Feature on profile/ })).toHaveAttribute('aria-pressed', 'true');

    const second = await card('Brian K.');
    expect(second).toHaveTextContent(reviewsTexts.reportedBadge);
    expect(second).toHaveTextContent(reviewsTexts.alreadyReported);
    expect(second).toHaveTextContent(`(${reviewsTexts.edited})`);
    // Already reported: no second report.
    expect(within(second).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    const img = within(second).getByRole('img', { name: reviewsTexts.photoAlt({ position: 1, author: 'Brian K.' }) });
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.parentElement?.querySelector('source[type="image/webp"]')).toHaveAttribute('srcset', photo.srcSet.webp);

    // Hidden by the studio: it cannot be featured, and says why.
    const third = await card('Chris M.');
    expect(third).toHaveTextContent(reviewsTexts.hiddenBadge);
    const feature = within(third).getByRole('button', { name: /^Feature on profile/ });
    expect(feature).toHaveAttribute('aria-disabled', 'true');
    expect(feature).toHaveAccessibleDescription(reviewsTexts.hiddenCannotBeFeatured);
  });

  it('keeps the sort and the page in the URL, and links the other order and pages', async () => {
    const server = fakeServer([review({})], { totalPages: 3 });
    renderView('/photographer-dashboard/testimonials?sort=rating&page=2');
    await card('Achieng O.');
    expect(server.gets).toEqual(['/api/photographers/me/reviews?sort=rating&page=2']);
    const sort = screen.getByRole('group', { name: reviewsTexts.sortLabel });
    expect(within(sort).getByRole('link', { name: reviewsTexts.sortRating })).toHaveAttribute('aria-current', 'true');
    expect(within(sort).getByRole('link', { name: reviewsTexts.sortNewest })).toHaveAttribute(
      'href',
      '/photographer-dashboard/testimonials',
    );
    const pages = screen.getByRole('navigation', { name: reviewsTexts.pagesLabel });
    expect(within(pages).getByText(reviewsTexts.pageOf({ page: 2, pages: 3 }))).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: reviewsTexts.previous })).toHaveAttribute(
      'href',
      '/photographer-dashboard/testimonials?sort=rating',
    );

    await userEvent.click(within(pages).getByRole('link', { name: reviewsTexts.next }));
    await waitFor(() => expect(server.gets).toContain('/api/photographers/me/reviews?sort=rating&page=3'));
    // The new page: focus at the top of the list, not left on the pager.
    await waitFor(() => expect(screen.getByRole('heading', { name: reviewsTexts.allTitle })).toHaveFocus());
    expect(screen.getByText(reviewsTexts.pageOf({ page: 3, pages: 3 }))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: reviewsTexts.sortNewest }));
    await waitFor(() => expect(server.gets).toContain('/api/photographers/me/reviews'));
  });

  it('replies: the form opens with focus in it, checks the reply, sends it and shows it', async () => {
    const server = fakeServer([review({})]);
    renderView();
    const first = await card('Achieng O.');
    await userEvent.click(within(first).getByRole('button', { name: 'Reply: Achieng O.' }));
    const text = within(first).getByLabelText(reviewsTexts.replyLabel);
    await waitFor(() => expect(text).toHaveFocus());

    await userEvent.click(within(first).getByRole('button', { name: reviewsTexts.replySave }));
    expect(await within(first).findByText(reviewsTexts.replyRequired)).toBeInTheDocument();
    expect(text).toHaveAccessibleDescription(reviewsTexts.replyRequired);
    expect(server.sent).toEqual([]);

    await userEvent.type(text, 'Thank you, Achieng! It was a joy.');
    await userEvent.click(within(first).getByRole('button', { name: reviewsTexts.replySave }));
    await waitFor(() =>
      expect(server.sent).toEqual([
        { method: 'PUT', url: '/api/reviews/r1/reply', body: { text: 'Thank you, Achieng! It was a joy.' } },
      ]),
    );
    expect(await screen.findByText(reviewsTexts.replySaved)).toBeInTheDocument();
    expect(await within(first).findByText('Thank you, Achieng! It was a joy.')).toBeInTheDocument();
    // The form is closed; focus is back on the button that opened it (now "Edit reply").
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Edit reply: Achieng O.' })).toHaveFocus());
  });

  it("puts the server's message about the reply under the field", async () => {
    fakeServer([review({})], {
      refuse: {
        status: 400,
        body: { message: 'Bad', code: 'VALIDATION', errors: { text: [reviewsTexts.replyTooLong] } },
      },
    });
    renderView();
    const first = await card('Achieng O.');
    await userEvent.click(within(first).getByRole('button', { name: 'Reply: Achieng O.' }));
    const text = within(first).getByLabelText(reviewsTexts.replyLabel);
    await userEvent.type(text, 'Thank you!');
    await userEvent.click(within(first).getByRole('button', { name: reviewsTexts.replySave }));
    await waitFor(() => expect(text).toHaveAccessibleDescription(reviewsTexts.replyTooLong));
    await waitFor(() => expect(text).toHaveFocus());
  });

  it('features a review, and shows the refusal when six are already featured', async () => {
    fakeServer([review({})], {
      featuredCount: 6,
      refuse: { status: 409, body: { message: reviewsTexts.featuredFull, code: 'CONFLICT' } },
    });
    renderView();
    const first = await card('Achieng O.');
    const feature = within(first).getByRole('button', { name: 'Feature on profile: Achieng O.' });
    expect(feature).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(feature);
    expect(await screen.findByText(reviewsTexts.featuredFull)).toBeInTheDocument();
    expect(feature).toHaveAttribute('aria-pressed', 'false');
    expect(first).not.toHaveTextContent(reviewsTexts.featuredBadge);
  });

  it('features and unfeatures a review', async () => {
    const server = fakeServer([review({})]);
    renderView();
    const first = await card('Achieng O.');
    const feature = within(first).getByRole('button', { name: 'Feature on profile: Achieng O.' });
    await userEvent.click(feature);
    await waitFor(() => expect(feature).toHaveAttribute('aria-pressed', 'true'));
    expect(server.sent[0]).toEqual({ method: 'PUT', url: '/api/reviews/r1/featured', body: { featured: true } });
    expect(await screen.findByText(reviewsTexts.featureSaved)).toBeInTheDocument();
    expect(first).toHaveTextContent(reviewsTexts.featuredBadge);
    expect(await screen.findByText(reviewsTexts.featuredCount({ count: 1 }))).toBeInTheDocument();
    await userEvent.click(feature);
    await waitFor(() => expect(feature).toHaveAttribute('aria-pressed', 'false'));
    expect(server.sent[1]).toMatchObject({ body: { featured: false } });
  });

  it('reports in a dialog: focus in, the reason checked, sent; then focus on the review', async () => {
    const server = fakeServer([review({})]);
    renderView();
    const first = await card('Achieng O.');
    const report = within(first).getByRole('button', { name: 'Report: Achieng O.' });

    // Cancel: nothing sent, focus back on Report.
    await userEvent.click(report);
    let dialog = await screen.findByRole('dialog', { name: reviewsTexts.reportTitle });
    await waitFor(() => expect(within(dialog).getByLabelText(reviewsTexts.reportReasonLabel)).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: reviewsTexts.cancelEdit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(report).toHaveFocus();
    expect(server.sent).toEqual([]);

    await userEvent.click(report);
    dialog = await screen.findByRole('dialog', { name: reviewsTexts.reportTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: reviewsTexts.reportSend }));
    expect(await within(dialog).findByText(reviewsTexts.reportReasonRequired)).toBeInTheDocument();
    expect(server.sent).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(reviewsTexts.reportReasonLabel), 'It names my assistant.');
    await userEvent.click(within(dialog).getByRole('button', { name: reviewsTexts.reportSend }));
    await waitFor(() =>
      expect(server.sent).toEqual([
        { method: 'POST', url: '/api/reviews/r1/report', body: { reason: 'It names my assistant.' } },
      ]),
    );
    expect(await screen.findByText(reviewsTexts.reportSent)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(first).findByText(reviewsTexts.reportedBadge)).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Achieng O.' })).toHaveFocus());
  });

  it("shows the server's refusal of a report in the dialog", async () => {
    fakeServer([review({})], {
      refuse: { status: 409, body: { message: reviewsTexts.alreadyReported, code: 'CONFLICT' } },
    });
    renderView();
    const first = await card('Achieng O.');
    await userEvent.click(within(first).getByRole('button', { name: 'Report: Achieng O.' }));
    const dialog = await screen.findByRole('dialog', { name: reviewsTexts.reportTitle });
    await userEvent.type(within(dialog).getByLabelText(reviewsTexts.reportReasonLabel), 'Abuse.');
    await userEvent.click(within(dialog).getByRole('button', { name: reviewsTexts.reportSend }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reviewsTexts.alreadyReported);
  });

  it('says there are no reviews yet', async () => {
    fakeServer([]);
    renderView();
    expect(await screen.findByText(reviewsTexts.empty)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: reviewsTexts.summaryTitle })).not.toBeInTheDocument();
  });

  it('says when the reviews could not be loaded, and tries again', async () => {
    const server = fakeServer([review({})]);
    const working = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ message: 'Boom', code: 'INTERNAL' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderView();
    const failure = await screen.findByText(reviewsTexts.failure);
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    vi.mocked(fetch).mockImplementation(working);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Achieng O.')).toBeInTheDocument();
    expect(server.gets).toHaveLength(1);
  });
});
