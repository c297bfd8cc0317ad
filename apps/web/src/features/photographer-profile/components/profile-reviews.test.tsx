import type { PublicReview, PublicReviewsResponse } from '@studio/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileReviews } from './profile-reviews';

const review = (over: Partial<PublicReview> = {}): PublicReview => ({
  id: 'r1',
  rating: 5,
  text: 'Every moment of our garden wedding, beautifully kept.',
  images: [],
  authorName: 'Amina W.',
  service: 'Wedding',
  featured: false,
  reply: null,
  createdAt: '2026-10-03T09:00:00.000Z',
  editedAt: null,
  ...over,
});

const response = (over: Partial<PublicReviewsResponse> = {}): PublicReviewsResponse => ({
  summary: { average: 4.7, count: 12, distribution: [0, 1, 0, 1, 10] },
  featured: [],
  data: [review()],
  meta: { page: 1, pageSize: 10, total: 12, totalPages: 2 },
  ...over,
});

describe('ProfileReviews (issue 13)', () => {
  it('shows the average, the count and the distribution in words, the reviews with their replies, and paging links', () => {
    render(
      <ProfileReviews
        name="Wanjiru Kamau"
        sort="newest"
        reviews={response({
          featured: [
            review({
              id: 'f1',
              featured: true,
              reply: {
                text: 'Thank you, Amina!',
                createdAt: '2026-10-04T09:00:00.000Z',
                updatedAt: '2026-10-04T09:00:00.000Z',
              },
            }),
          ],
        })}
      />,
    );
    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(within(section).getByText('Rated 4.7 out of 5 from 12 reviews')).toBeInTheDocument();
    expect(within(section).getByText('5 stars: 10 reviews')).toBeInTheDocument();
    expect(within(section).getByText('1 star: 0 reviews')).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Featured reviews' })).toBeInTheDocument();
    expect(within(section).getByText('Reply from Wanjiru Kamau')).toBeInTheDocument();
    expect(within(section).getByText('Thank you, Amina!')).toBeInTheDocument();
    expect(within(section).getAllByText('Completed booking')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: /Older reviews/ })).toHaveAttribute('href', '?page=2#reviews');
    expect(within(section).getByRole('link', { name: 'Highest rating' })).toHaveAttribute(
      'href',
      '?sort=rating#reviews',
    );
    expect(within(section).getByRole('link', { name: 'Newest first' })).toHaveAttribute('aria-current', 'true');
  });

  it('keeps the sort on later pages and leaves the featured ones to the first', () => {
    render(
      <ProfileReviews
        name="Wanjiru Kamau"
        sort="rating"
        reviews={response({
          featured: [review({ id: 'f1' })],
          meta: { page: 2, pageSize: 10, total: 12, totalPages: 2 },
        })}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Featured reviews' })).toBeNull();
    expect(screen.getByRole('link', { name: /Newer reviews/ })).toHaveAttribute('href', '?sort=rating#reviews');
  });

  it("says 'No reviews yet' without any, and shows nothing when they could not be read", () => {
    const { rerender } = render(
      <ProfileReviews
        name="Wanjiru Kamau"
        sort="newest"
        reviews={response({ summary: { average: null, count: 0, distribution: [0, 0, 0, 0, 0] }, data: [] })}
      />,
    );
    expect(screen.getByText(/No reviews yet/)).toBeInTheDocument();
    rerender(<ProfileReviews name="Wanjiru Kamau" sort="newest" reviews={null} />);
    expect(screen.queryByRole('region', { name: 'Reviews' })).toBeNull();
  });
});
