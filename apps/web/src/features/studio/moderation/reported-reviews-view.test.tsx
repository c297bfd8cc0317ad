import { reviewsTexts, studioTexts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatDay } from '@/lib/date-time';
import { renderWithProviders } from '@/testing/render';
import { fakeStudio, reportedReview } from '../testing/fake-studio';
import { ReportedReviewsView } from './reported-reviews-view';

afterEach(() => vi.unstubAllGlobals());

const first = reportedReview();
const second = reportedReview({
  id: 'r2',
  rating: 1,
  authorName: 'Akinyi W.',
  text: 'Worst day of my life, and he knows why.',
  service: 'Portrait session',
  images: [
    {
      id: 'img-1',
      url: '/uploads/reviews/r2/a-1200.webp',
      srcSet: { avif: '/uploads/reviews/r2/a-400.avif 400w', webp: '/uploads/reviews/r2/a-400.webp 400w' },
      width: 1200,
      height: 800,
      placeholder: 'data:image/webp;base64,AAAA',
    },
  ],
  report: { reason: 'Shares private details of the client.', createdAt: '2026-11-13T10:00:00.000Z' },
});

const cards = async () =>
  within(await screen.findByRole('list', { name: studioTexts.reviewsTitle })).getAllByRole('article');

describe('ReportedReviewsView', () => {
  it('shows each report with the review, the photographer and the report’s reason and date', async () => {
    fakeStudio({ reported: [first, second] });
    renderWithProviders(<ReportedReviewsView />);
    const [one, two] = await cards();
    expect(one).toHaveAccessibleName('Otieno M.');
    expect(one).toHaveTextContent(reviewsTexts.average({ average: 2 }));
    expect(one).toHaveTextContent('Wedding photography');
    expect(one).toHaveTextContent(formatDay(first.createdAt));
    expect(one).toHaveTextContent(first.text);
    expect(within(one!).getByRole('link', { name: 'Wanjiru Kamau' })).toHaveAttribute(
      'href',
      `/photographer/${first.photographer._id}`,
    );
    expect(one).toHaveTextContent(studioTexts.reportedBy({ photographer: 'Wanjiru Kamau' }));
    expect(one).toHaveTextContent(first.report.reason);
    expect(one).toHaveTextContent(formatDateTime(first.report.createdAt));
    expect(within(two!).getByRole('list', { name: reviewsTexts.reviewPhotos })).toBeInTheDocument();
    expect(
      within(two!).getByRole('img', { name: reviewsTexts.photoAlt({ position: 1, author: 'Akinyi W.' }) }),
    ).toBeInTheDocument();
  });

  it('keeps a review: the report closes, it leaves the queue and focus goes to the next one', async () => {
    const server = fakeStudio({ reported: [first, second] });
    renderWithProviders(<ReportedReviewsView />);
    const [one] = await cards();
    await userEvent.click(within(one!).getByRole('button', { name: `${studioTexts.keep}: Otieno M.` }));
    await waitFor(() =>
      expect(server.sent).toEqual([
        { method: 'POST', url: '/api/studio/reviews/r1/moderation', body: { action: 'keep' } },
      ]),
    );
    expect(await screen.findByText(studioTexts.keepSaved)).toBeInTheDocument();
    await waitFor(async () => expect(await cards()).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Akinyi W.' })).toHaveFocus());
  });

  it('hides a review with a reason its author reads; the queue ends empty', async () => {
    const server = fakeStudio({ reported: [second] });
    renderWithProviders(<ReportedReviewsView />);
    const [card] = await cards();
    await userEvent.click(within(card!).getByRole('button', { name: `${studioTexts.hideReview}: Akinyi W.` }));
    const dialog = await screen.findByRole('dialog', { name: studioTexts.hideReviewTitle });
    expect(dialog).toHaveTextContent(second.text);
    const reason = within(dialog).getByLabelText(studioTexts.hideReviewReasonLabel);
    await waitFor(() => expect(reason).toHaveFocus());

    await userEvent.click(within(dialog).getByRole('button', { name: studioTexts.hideReview }));
    expect(await within(dialog).findByText(reviewsTexts.moderationReasonRequired)).toBeInTheDocument();
    expect(server.sent).toEqual([]);

    await userEvent.type(reason, 'It shares private details of the client.');
    await userEvent.click(within(dialog).getByRole('button', { name: studioTexts.hideReview }));
    await waitFor(() =>
      expect(server.sent).toEqual([
        {
          method: 'POST',
          url: '/api/studio/reviews/r2/moderation',
          body: { action: 'hide', reason: 'It shares private details of the client.' },
        },
      ]),
    );
    expect(await screen.findByText(studioTexts.hideSaved)).toBeInTheDocument();
    expect(await screen.findByText(studioTexts.noReports)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('says when no review waits', async () => {
    fakeStudio({ reported: [] });
    renderWithProviders(<ReportedReviewsView />);
    expect(await screen.findByText(studioTexts.noReports)).toBeInTheDocument();
  });
});
