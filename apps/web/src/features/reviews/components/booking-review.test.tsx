import { type ConversationBooking, type OwnReview, type ReviewImage, reviewsTexts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/date-time';
import { jsonResponse } from '@/testing/booking-fixtures';
import { renderWithProviders } from '@/testing/render';
import { reviewKeys } from '../api/reviews-api';
import { BookingReview } from './booking-review';

const booking = (over: Partial<ConversationBooking> = {}): ConversationBooking => ({
  id: 'b1',
  status: 'completed',
  service: 'Wedding',
  eventDate: '2026-12-12',
  message: 'A garden wedding in Karen.',
  createdAt: '2026-11-20T08:00:00.000Z',
  side: 'client',
  clientName: 'Achieng Otieno',
  photographer: { _id: 'p1', name: 'Wanjiru Kamau', profile_picture: null },
  canWrite: true,
  ...over,
});

const image = (id: string): ReviewImage => ({
  id,
  url: `/media/reviews/${id}-1200.webp`,
  srcSet: { avif: `/media/reviews/${id}-400.avif 400w`, webp: `/media/reviews/${id}-400.webp 400w` },
  width: 1200,
  height: 800,
  placeholder: 'data:image/webp;base64,AA',
});

const inAWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
const TEXT = 'Wanjiru caught every moment of our day, calm and kind.';

const ownReview = (over: Partial<OwnReview> = {}): OwnReview => ({
  id: 'r1',
  rating: 4,
  text: TEXT,
  images: [],
  authorName: 'Achieng O.',
  service: 'Wedding',
  featured: false,
  reply: null,
  createdAt: '2026-11-25T08:00:00.000Z',
  editedAt: null,
  bookingId: 'b1',
  studioMayQuote: false,
  editableUntil: inAWeek,
  hiddenReason: null,
  ...over,
});

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** fetch answering GET …/review with `state`, and anything else with `write`. */
function stubFetch(state: { review: OwnReview | null; canReview: boolean } | Response, write?: Handler) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET') return state instanceof Response ? state.clone() : jsonResponse(200, state);
    return write ? write(url, init) : jsonResponse(500, { message: 'Unexpected', code: 'X' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const writes = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
const jsonOf = (init?: RequestInit) => JSON.parse(String(init?.body));

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: reviewsTexts.writeAction }));
  return screen.getByRole('form', { name: reviewsTexts.formTitle });
}

const textBox = () => screen.getByRole('textbox', { name: reviewsTexts.textLabel });
const photoInput = () =>
  screen.getByLabelText(`${reviewsTexts.photosLabel} ${reviewsTexts.addPhotos}`) as HTMLInputElement;
const photo = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });

describe('BookingReview', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('invites the client of a completed booking to write a review while they may', async () => {
    const fetch = stubFetch({ review: null, canReview: true });
    renderWithProviders(<BookingReview booking={booking()} />);
    expect(await screen.findByRole('heading', { name: reviewsTexts.inviteTitle })).toBeInTheDocument();
    expect(screen.getByText(reviewsTexts.inviteBody({ photographer: 'Wanjiru Kamau' }))).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/booking-requests/b1/review');
    const form = await openForm();
    expect(within(form).getByRole('radiogroup', { name: reviewsTexts.ratingLabel })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'The studio may quote this review' })).not.toBeChecked();
    // Cancel goes back to the invitation.
    await userEvent.click(within(form).getByRole('button', { name: reviewsTexts.cancelEdit }));
    expect(screen.getByRole('button', { name: reviewsTexts.writeAction })).toHaveFocus();
  });

  it('shows nothing when the client may not review and has not', async () => {
    stubFetch({ review: null, canReview: false });
    const { container, queryClient } = renderWithProviders(<BookingReview booking={booking()} />);
    await waitFor(() => expect(queryClient.getQueryState(reviewKeys.booking('b1'))?.status).toBe('success'));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing for a booking that is not completed, nor on the photographer’s side, and does not ask', async () => {
    const fetch = stubFetch({ review: null, canReview: true });
    const { container, unmount } = renderWithProviders(<BookingReview booking={booking({ status: 'accepted' })} />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    const other = renderWithProviders(<BookingReview booking={booking({ side: 'photographer' })} />);
    expect(other.container).toBeEmptyDOMElement();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows nothing when the server says the booking is not the caller’s (404)', async () => {
    stubFetch(jsonResponse(404, { message: reviewsTexts.bookingNotFound, code: 'NOT_FOUND' }));
    const { container, queryClient } = renderWithProviders(<BookingReview booking={booking()} />);
    await waitFor(() => expect(queryClient.getQueryState(reviewKeys.booking('b1'))?.status).toBe('error'));
    expect(container).toBeEmptyDOMElement();
  });

  it('chooses the stars with a click and with the arrow keys', async () => {
    stubFetch({ review: null, canReview: true });
    renderWithProviders(<BookingReview booking={booking()} />);
    const form = await openForm();
    await userEvent.click(within(form).getByRole('radio', { name: reviewsTexts.starLabel({ count: 2 }) }));
    expect(within(form).getByRole('radio', { name: reviewsTexts.starLabel({ count: 2 }) })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(form).getByRole('radio', { name: reviewsTexts.starLabel({ count: 4 }) })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(form).getByRole('radio', { name: reviewsTexts.starLabel({ count: 3 }) })).toBeChecked();
    expect(within(form).getByRole('radio', { name: reviewsTexts.starLabel({ count: 3 }) })).toHaveFocus();
  });

  it('checks the form before sending: each message under its field, focus on the first, a live count', async () => {
    const fetch = stubFetch({ review: null, canReview: true });
    renderWithProviders(<BookingReview booking={booking()} />);
    const form = await openForm();
    expect(within(form).getByText(reviewsTexts.textCount({ used: 0 }))).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: reviewsTexts.submit }));

    const group = within(form).getByRole('radiogroup', { name: reviewsTexts.ratingLabel });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(reviewsTexts.ratingRequired);
    expect(textBox()).toHaveAccessibleDescription(
      `${reviewsTexts.textHint} ${reviewsTexts.textRequired} ${reviewsTexts.textCount({ used: 0 })} characters`,
    );
    await waitFor(() =>
      expect(within(form).getByRole('radio', { name: reviewsTexts.starLabel({ count: 1 }) })).toHaveFocus(),
    );

    await userEvent.type(textBox(), 'Too short');
    expect(within(form).getByText(reviewsTexts.textCount({ used: 9 }))).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: reviewsTexts.starLabel({ count: 5 }) }));
    await userEvent.click(within(form).getByRole('button', { name: reviewsTexts.submit }));
    expect(await within(form).findByText(reviewsTexts.textTooShort)).toBeInTheDocument();
    expect(within(form).queryByText(reviewsTexts.ratingRequired)).not.toBeInTheDocument();
    await waitFor(() => expect(textBox()).toHaveFocus());
    expect(writes(fetch)).toHaveLength(0);
  });

  it('refuses a file that is not an image as soon as it is chosen', async () => {
    stubFetch({ review: null, canReview: true });
    renderWithProviders(<BookingReview booking={booking()} />);
    await openForm();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(photoInput(), photo('notes.pdf', 'application/pdf'));
    expect(screen.getByText(`notes.pdf: ${reviewsTexts.imageType}`)).toBeInTheDocument();
    expect(photoInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img', { name: reviewsTexts.photoPreviewAlt({ position: 1 }) })).not.toBeInTheDocument();
  });

  it('shows the server’s field messages under their fields, and its other refusals under the form', async () => {
    let answer = jsonResponse(400, {
      message: 'Server: write more.',
      code: 'VALIDATION',
      errors: { text: ['Server: write more.'], image: [reviewsTexts.tooManyImages] },
    });
    const fetch = stubFetch({ review: null, canReview: true }, () => answer);
    renderWithProviders(<BookingReview booking={booking()} />);
    const form = await openForm();
    await userEvent.click(within(form).getByRole('radio', { name: reviewsTexts.starLabel({ count: 3 }) }));
    await userEvent.type(textBox(), TEXT);
    await userEvent.click(within(form).getByRole('button', { name: reviewsTexts.submit }));

    expect(await within(form).findByText('Server: write more.')).toBeInTheDocument();
    expect(textBox()).toHaveAttribute('aria-invalid', 'true');
    expect(textBox()).toHaveAccessibleDescription(expect.stringContaining('Server: write more.'));
    expect(photoInput()).toHaveAccessibleDescription(`${reviewsTexts.photosHint} ${reviewsTexts.tooManyImages}`);
    // The message stands under its field, not again under the form.
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(textBox()).toHaveFocus());

    answer = jsonResponse(409, { message: reviewsTexts.alreadyReviewed, code: 'CONFLICT' });
    await userEvent.click(within(form).getByRole('button', { name: reviewsTexts.submit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(reviewsTexts.alreadyReviewed);
    expect(writes(fetch)).toHaveLength(2);
  });

  it('publishes a review without photos as JSON, then shows it', async () => {
    const fetch = stubFetch({ review: null, canReview: true }, (_url, init) =>
      jsonResponse(201, { review: ownReview({ ...jsonOf(init), id: 'r9' }) }),
    );
    renderWithProviders(<BookingReview booking={booking()} />);
    const form = await openForm();
    await userEvent.click(within(form).getByRole('radio', { name: reviewsTexts.starLabel({ count: 5 }) }));
    await userEvent.type(textBox(), `  ${TEXT}  `);
    await userEvent.click(within(form).getByRole('checkbox', { name: reviewsTexts.consentLabel }));
    await userEvent.click(within(form).getByRole('button', { name: reviewsTexts.submit }));

    expect(await screen.findByRole('status')).toHaveTextContent(reviewsTexts.published);
    const [url, init] = writes(fetch)[0]!;
    expect(url).toBe('/api/booking-requests/b1/review');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(jsonOf(init)).toEqual({ rating: 5, text: TEXT, studioMayQuote: true });

    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent(TEXT);
    expect(within(article).getByText(reviewsTexts.starsOutOfFive({ count: 5 }))).toBeInTheDocument();
    expect(screen.getByText(reviewsTexts.editableUntil({ date: formatDateTime(inAWeek) }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: reviewsTexts.edit })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: reviewsTexts.yourReview })).toHaveFocus());
  });

  it('publishes a review with a photo as multipart', async () => {
    const fetch = stubFetch({ review: null, canReview: true }, () =>
      jsonResponse(201, { review: ownReview({ images: [image('new1')] }) }),
    );
    renderWithProviders(<BookingReview booking={booking()} />);
    const form = await openForm();
    await userEvent.click(within(form).getByRole('radio', { name: reviewsTexts.starLabel({ count: 4 }) }));
    await userEvent.type(textBox(), TEXT);
    await userEvent.upload(photoInput(), [photo('first-dance.jpg'), photo('cake.png', 'image/png')]);
    expect(within(form).getByRole('img', { name: reviewsTexts.photoPreviewAlt({ position: 1 }) })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    // One of the two goes again.
    await userEvent.click(within(form).getByRole('button', { name: reviewsTexts.removePhoto({ position: 2 }) }));
    expect(
      within(form).queryByRole('img', { name: reviewsTexts.photoPreviewAlt({ position: 2 }) }),
    ).not.toBeInTheDocument();
    expect(photoInput()).toHaveFocus();
    await userEvent.click(within(form).getByRole('button', { name: reviewsTexts.submit }));

    expect(await screen.findByRole('status')).toHaveTextContent(reviewsTexts.published);
    const [url, init] = writes(fetch)[0]!;
    expect(url).toBe('/api/booking-requests/b1/review');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('rating')).toBe('4');
    expect(body.get('text')).toBe(TEXT);
    expect(body.get('studioMayQuote')).toBe('false');
    expect(body.has('keep')).toBe(false);
    const files = body.getAll('image') as File[];
    expect(files.map((f) => f.name)).toEqual(['first-dance.jpg']);
    expect(
      screen.getByRole('img', { name: reviewsTexts.photoAlt({ position: 1, author: 'Achieng O.' }) }),
    ).toHaveAttribute('src', '/media/reviews/new1-1200.webp');
  });

  it('edits a review: pre-filled, a photo removed, the kept ones named in `keep` (JSON)', async () => {
    const existing = ownReview({ images: [image('i1'), image('i2')], studioMayQuote: true });
    const fetch = stubFetch({ review: existing, canReview: false }, (_url, init) =>
      jsonResponse(200, {
        review: { ...existing, ...jsonOf(init), images: [image('i2')], editedAt: new Date().toISOString() },
      }),
    );
    renderWithProviders(<BookingReview booking={booking()} />);
    await userEvent.click(await screen.findByRole('button', { name: reviewsTexts.edit }));
    const form = screen.getByRole('form', { name: reviewsTexts.formTitle });
    expect(within(form).getByRole('radio', { name: reviewsTexts.starLabel({ count: 4 }) })).toBeChecked();
    expect(textBox()).toHaveValue(TEXT);
    expect(within(form).getByRole('checkbox', { name: reviewsTexts.consentLabel })).toBeChecked();
    expect(within(form).getAllByRole('img')).toHaveLength(2);

    await userEvent.click(within(form).getByRole('button', { name: reviewsTexts.removePhoto({ position: 1 }) }));
    await userEvent.click(within(form).getByRole('radio', { name: reviewsTexts.starLabel({ count: 5 }) }));
    await userEvent.click(within(form).getByRole('checkbox', { name: reviewsTexts.consentLabel }));
    await userEvent.click(within(form).getByRole('button', { name: reviewsTexts.save }));

    expect(await screen.findByRole('status')).toHaveTextContent(reviewsTexts.saved);
    const [url, init] = writes(fetch)[0]!;
    expect(url).toBe('/api/reviews/r1');
    expect(init?.method).toBe('PUT');
    expect(jsonOf(init)).toEqual({ rating: 5, text: TEXT, studioMayQuote: false, keep: ['i2'] });
    expect(within(screen.getByRole('article')).getByText(`(${reviewsTexts.edited})`)).toBeInTheDocument();
  });

  it('edits a review with a new photo as multipart, with `keep`', async () => {
    const existing = ownReview({ images: [image('i1'), image('i2'), image('i3')] });
    const fetch = stubFetch({ review: existing, canReview: false }, () => jsonResponse(200, { review: existing }));
    renderWithProviders(<BookingReview booking={booking()} />);
    await userEvent.click(await screen.findByRole('button', { name: reviewsTexts.edit }));
    const form = screen.getByRole('form', { name: reviewsTexts.formTitle });
    // Three photos: no room for another until one goes.
    expect(within(form).getByText(reviewsTexts.photosFull)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: reviewsTexts.removePhoto({ position: 2 }) }));
    await userEvent.upload(photoInput(), [photo('a.jpg'), photo('b.jpg')]);
    expect(within(form).getByText(reviewsTexts.tooManyImages)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: reviewsTexts.save }));

    await screen.findByRole('status');
    const body = writes(fetch)[0]![1]?.body as FormData;
    expect(body.getAll('keep')).toEqual(['i1', 'i3']);
    expect((body.getAll('image') as File[]).map((f) => f.name)).toEqual(['a.jpg']);
  });

  it('removing every photo on an edit with new ones sends an empty `keep`', async () => {
    const existing = ownReview({ images: [image('i1')] });
    const fetch = stubFetch({ review: existing, canReview: false }, () => jsonResponse(200, { review: existing }));
    renderWithProviders(<BookingReview booking={booking()} />);
    await userEvent.click(await screen.findByRole('button', { name: reviewsTexts.edit }));
    await userEvent.click(screen.getByRole('button', { name: reviewsTexts.removePhoto({ position: 1 }) }));
    await userEvent.upload(photoInput(), photo('a.jpg'));
    await userEvent.click(screen.getByRole('button', { name: reviewsTexts.save }));
    await screen.findByRole('status');
    expect((writes(fetch)[0]![1]?.body as FormData).getAll('keep')).toEqual(['']);
  });

  it('a fixed review shows no edit button', async () => {
    stubFetch({ review: ownReview({ editableUntil: null }), canReview: false });
    renderWithProviders(<BookingReview booking={booking()} />);
    expect(await screen.findByText(reviewsTexts.fixed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: reviewsTexts.edit })).not.toBeInTheDocument();
  });

  it('an edit window that has passed meanwhile shows no edit button either', async () => {
    stubFetch({ review: ownReview({ editableUntil: '2020-01-01T00:00:00.000Z' }), canReview: false });
    renderWithProviders(<BookingReview booking={booking()} />);
    expect(await screen.findByText(reviewsTexts.fixed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: reviewsTexts.edit })).not.toBeInTheDocument();
  });

  it('shows the photographer’s reply, the photos and the studio’s reason when it hid the review', async () => {
    stubFetch({
      review: ownReview({
        images: [image('i1')],
        reply: { text: 'Asante sana!', createdAt: '2026-11-26T08:00:00.000Z', updatedAt: '2026-11-26T08:00:00.000Z' },
        hiddenReason: 'It names a guest.',
      }),
      canReview: false,
    });
    renderWithProviders(<BookingReview booking={booking()} />);
    expect(await screen.findByText(reviewsTexts.hiddenByStudio({ reason: 'It names a guest.' }))).toBeInTheDocument();
    expect(screen.getByText(reviewsTexts.replyFrom({ name: 'Wanjiru Kamau' }))).toBeInTheDocument();
    expect(screen.getByText('Asante sana!')).toBeInTheDocument();
    const img = screen.getByRole('img', { name: reviewsTexts.photoAlt({ position: 1, author: 'Achieng O.' }) });
    expect(img).toHaveAttribute('width', '1200');
    expect(img.closest('a')).toHaveAttribute('href', '/media/reviews/i1-1200.webp');
  });
});
