import { SERVICE_SLUGS, studioContentTexts as texts, studioMediaTexts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fakeContent } from '../testing/fake-content';
import { ContentView } from './content-view';

afterEach(() => vi.unstubAllGlobals());

const slide = (n: number, image = 'photos/african-drums-01') => ({
  image,
  text: `Heading ${n}`,
  paragraph: `Paragraph ${n}.`,
  linkPath: `/page-${n}`,
  linkLabel: `Link ${n}`,
});
const heroSlides = [slide(1), slide(2, 'photos/lanterns-festival-01'), slide(3)];
const faqs = [
  { question: 'First question?', answer: 'First answer.' },
  { question: 'Second question?', answer: 'Second answer.' },
];

const items = async () =>
  within(await screen.findByRole('list', { name: /Hero slides|FAQs|Services|Testimonials|Team/ })).getAllByRole(
    'listitem',
  );
const save = () => userEvent.click(screen.getByRole('button', { name: texts.saveDraft }));

describe('ContentView: hero slides', () => {
  it('shows each slide with its fields, a thumbnail of its photograph, and the sub-navigation', async () => {
    fakeContent({ heroSlides });
    renderWithProviders(<ContentView kind="heroSlides" />, { path: '/studio/content/heroSlides' });
    const [first, second] = await items();
    expect(within(first!).getByRole('heading', { name: /Slide 1/ })).toBeInTheDocument();
    expect(within(first!).getByLabelText(texts.fields.text)).toHaveValue('Heading 1');
    // Its photograph: a thumbnail, marked as a sample, and the button that opens the picker.
    expect(within(second!).getByTestId('media-field-thumbnail')).toHaveAttribute(
      'src',
      expect.stringContaining('lanterns-festival-01'),
    );
    expect(within(second!).getByText(studioMediaTexts.picker.sample)).toBeInTheDocument();
    expect(
      within(second!).getByRole('button', { name: `${studioMediaTexts.picker.replace} ${texts.fields.image}` }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: texts.subnavLabel });
    expect(within(nav).getByRole('link', { name: texts.kinds.faqs })).toHaveAttribute('href', '/studio/content/faqs');
    expect(screen.getByText(texts.version({ version: 1, at: null }))).toBeInTheDocument();
  });

  it('edits, reorders by keyboard, removes and adds, then saves the whole list with its version', async () => {
    const server = fakeContent({ heroSlides });
    renderWithProviders(<ContentView kind="heroSlides" />);
    const [first] = await items();
    const heading = within(first!).getByLabelText(texts.fields.text);
    await userEvent.clear(heading);
    await userEvent.type(heading, 'A new first heading');
    expect(screen.getByText(texts.unsaved)).toBeInTheDocument();

    // Slide 2 moves up with the keyboard; focus follows it to its new place.
    const up = screen.getByRole('button', { name: texts.moveUp({ label: 'Slide 2' }) });
    up.focus();
    await userEvent.keyboard('{Enter}');
    expect(within((await items())[0]!).getByLabelText(texts.fields.text)).toHaveValue('Heading 2');
    expect(screen.getByRole('button', { name: texts.moveDown({ label: 'Slide 1' }) })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: texts.remove({ label: 'Slide 3' }) }));
    expect(await items()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: texts.add.heroSlides! }));
    const added = (await items())[2]!;
    expect(within(added).getByLabelText(texts.fields.image)).toHaveFocus();
    await userEvent.type(within(added).getByLabelText(texts.fields.text), 'Added');
    await userEvent.type(within(added).getByLabelText(texts.fields.paragraph), 'Added paragraph.');
    await userEvent.type(within(added).getByLabelText(texts.fields.linkLabel), 'Go');

    await save();
    expect(await screen.findByText(texts.draftSaved)).toBeInTheDocument();
    expect(server.sent).toEqual([
      {
        key: 'heroSlides',
        body: {
          version: 1,
          data: [
            slide(2, 'photos/lanterns-festival-01'),
            { ...slide(1), text: 'A new first heading' },
            {
              image: 'photos/african-drums-01',
              text: 'Added',
              paragraph: 'Added paragraph.',
              linkPath: '/',
              linkLabel: 'Go',
            },
          ],
        },
      },
    ]);
    // The next save is made on the version the server answered.
    await userEvent.type(within((await items())[0]!).getByLabelText(texts.fields.text), '!');
    await save();
    await waitFor(() => expect(server.sent[1]?.body.version).toBe(2));
  });

  it('checks by the shared schema first: the message stands under the field, focus goes there, nothing is sent', async () => {
    const server = fakeContent({ heroSlides });
    renderWithProviders(<ContentView kind="heroSlides" />);
    const [, second] = await items();
    await userEvent.clear(within(second!).getByLabelText(texts.fields.text));
    const link = within(second!).getByLabelText(texts.fields.linkPath);
    await userEvent.clear(link);
    await userEvent.type(link, 'https://elsewhere.example');
    await save();
    const heading = within(second!).getByLabelText(texts.fields.text);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAccessibleDescription('Fill this in.');
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription(/Use a path of this site/);
    expect(server.sent).toHaveLength(0);
  });

  it('the last slide cannot be removed (one at least)', async () => {
    fakeContent({ heroSlides: [slide(1)] });
    renderWithProviders(<ContentView kind="heroSlides" />);
    await items();
    expect(screen.getByRole('button', { name: texts.remove({ label: 'Slide 1' }) })).toBeDisabled();
  });
});

describe('ContentView: FAQs', () => {
  it("puts the server's message under the field it names", async () => {
    fakeContent(
      { faqs },
      {
        refuse: () => ({
          status: 400,
          body: { message: 'Bad', code: 'VALIDATION', errors: { 'data.1.answer': ['Choose better words.'] } },
        }),
      },
    );
    renderWithProviders(<ContentView kind="faqs" />);
    const [, second] = await items();
    await userEvent.type(within(second!).getByLabelText(texts.fields.answer), ' More.');
    await save();
    const answer = within(second!).getByLabelText(texts.fields.answer);
    await waitFor(() => expect(answer).toHaveAccessibleDescription('Choose better words.'));
    await waitFor(() => expect(answer).toHaveFocus());
  });

  it('a save after someone else saved is refused (409): it says so, and Reload shows their version', async () => {
    const server = fakeContent({ faqs });
    renderWithProviders(<ContentView kind="faqs" />);
    const [first] = await items();
    server.savedElsewhere('faqs', [{ question: 'Their question?', answer: 'Their answer.' }]);
    await userEvent.type(within(first!).getByLabelText(texts.fields.question), ' Mine');
    await save();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else saved this first.');
    await userEvent.click(within(alert).getByRole('button', { name: texts.reload }));
    await waitFor(async () => expect(await items()).toHaveLength(1));
    expect(within((await items())[0]!).getByLabelText(texts.fields.question)).toHaveValue('Their question?');
  });

  it('all questions may go; an unknown kind says so', async () => {
    fakeContent({ faqs: [faqs[0]] });
    const { unmount } = renderWithProviders(<ContentView kind="faqs" />);
    await items();
    await userEvent.click(screen.getByRole('button', { name: texts.remove({ label: 'Question 1' }) }));
    expect(screen.getByText(texts.empty)).toBeInTheDocument();
    unmount();
    renderWithProviders(<ContentView kind="nonsense" />);
    expect(screen.getByRole('alert')).toHaveTextContent(texts.unknownKey);
  });
});

const services = SERVICE_SLUGS.map((slug, i) => ({
  slug,
  title: `Service ${slug}`,
  summary: 'A summary.',
  description: ['First paragraph.', 'Second paragraph.'],
  inclusions: ['One thing', 'Another thing'],
  startingPriceKes: 10000 * (i + 1),
  priceUnit: 'per day',
  turnaround: 'Two weeks',
  images: ['photos/african-drums-01'],
  ...(i === 0 ? { featured: true } : {}),
}));

describe('ContentView: services', () => {
  it('edits a price and the inclusions (one a line); the ten stay, none added or removed', async () => {
    const server = fakeContent({ services });
    renderWithProviders(<ContentView kind="services" />);
    const list = await items();
    expect(list).toHaveLength(10);
    expect(screen.queryByRole('button', { name: texts.remove({ label: 'Service 1' }) })).toBeNull();
    const first = list[0]!;
    const price = within(first).getByLabelText(texts.fields.startingPriceKes);
    expect(price).toHaveValue('10000');
    await userEvent.clear(price);
    await userEvent.type(price, 'ten');
    await save();
    await waitFor(() => expect(price).toHaveAccessibleDescription('Give the price as a whole number of shillings.'));
    expect(server.sent).toHaveLength(0);

    await userEvent.clear(price);
    await userEvent.type(price, '12500');
    const inclusions = within(first).getByLabelText(texts.fields.inclusions);
    await userEvent.type(inclusions, '{Enter}A third thing');
    await save();
    await screen.findByText(texts.draftSaved);
    const sent = server.sent[0]!.body.data as typeof services;
    expect(sent).toHaveLength(10);
    expect(sent[0]).toEqual({
      ...services[0],
      startingPriceKes: 12500,
      inclusions: ['One thing', 'Another thing', 'A third thing'],
    });
    expect(sent[1]).toEqual({ ...services[1], featured: false });
  }, 40_000);
});

const testimonials = [
  { id: 'amina', name: 'Amina W.', feedback: 'Lovely photos.', image: 'portraits/avatar-testimonial-01' },
];
const review = {
  id: '5d1f0c1e-1111-4a53-9a3e-2f1c8d7e6b5a',
  authorName: 'Otieno M.',
  rating: 5,
  text: 'The best wedding photos we could have hoped for.',
  photographerName: 'Wanjiru Kamau',
  createdAt: '2026-11-10T08:00:00.000Z',
};

describe('ContentView: testimonials', () => {
  it('quotes a review whose author agreed: word for word, read-only, attributed, then saved', async () => {
    const server = fakeContent({ testimonials }, { quotable: [review] });
    renderWithProviders(<ContentView kind="testimonials" />);
    await items();
    const picker = await screen.findByRole('region', { name: texts.quote.title });
    const quote = await within(picker).findByRole('button', { name: texts.quote.action({ author: 'Otieno M.' }) });
    await userEvent.click(quote);
    const added = (await items())[1]!;
    expect(within(added).getByText(texts.quotedBadge)).toBeInTheDocument();
    expect(within(added).getByLabelText(texts.fields.feedback)).toHaveValue(review.text);
    expect(within(added).getByLabelText(texts.fields.feedback)).toHaveAttribute('readonly');
    expect(within(added).getByLabelText(texts.fields.occasion)).toHaveValue(
      texts.clientOf({ photographer: 'Wanjiru Kamau' }),
    );
    expect(within(added).getByLabelText(texts.fields.occasion)).toHaveFocus();
    expect(within(picker).getByRole('button', { name: texts.quote.quoted })).toBeDisabled();
    await save();
    await screen.findByText(texts.draftSaved);
    expect(server.sent[0]!.body.data).toEqual([
      testimonials[0],
      {
        id: 'review-5d1f0c1e',
        reviewId: review.id,
        name: 'Otieno M.',
        feedback: review.text,
        occasion: texts.clientOf({ photographer: 'Wanjiru Kamau' }),
        image: expect.stringMatching(/^portraits\/avatar-testimonial-/),
      },
    ]);
  });
});

describe('ContentView: team', () => {
  it("edits a member's social links (an object inside each item): an empty one is left out, a bad one is named", async () => {
    const team = [
      {
        id: 'wanjiru',
        name: 'Wanjiru K.',
        role: 'Lead photographer',
        bio: 'Weddings.',
        image: 'portraits/avatar-team-01',
        links: { instagram: 'https://instagram.com/wanjiru' },
      },
    ];
    const server = fakeContent({ team });
    renderWithProviders(<ContentView kind="team" />);
    const [member] = await items();
    const instagram = within(member!).getByLabelText(texts.fields.link({ network: 'Instagram' }));
    expect(instagram).toHaveValue('https://instagram.com/wanjiru');
    await userEvent.clear(instagram);
    const facebook = within(member!).getByLabelText(texts.fields.link({ network: 'Facebook' }));
    await userEvent.type(facebook, 'not a link');
    await save();
    await waitFor(() => expect(facebook).toHaveAttribute('aria-invalid', 'true'));
    expect(server.sent).toHaveLength(0);
    await userEvent.clear(facebook);
    await userEvent.type(facebook, 'https://facebook.com/wanjiru');
    await save();
    await screen.findByText(texts.draftSaved);
    expect(server.sent[0]!.body.data).toEqual([{ ...team[0], links: { facebook: 'https://facebook.com/wanjiru' } }]);
  });
});
