import { PAGE_TEXT_MAX, type StudioContent, studioContentTexts as texts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fakeContent } from '../testing/fake-content';
import { ContentView } from './content-view';

afterEach(() => vi.unstubAllGlobals());

const g = texts.pageGroups;
const sw = (label: string) => texts.kiswahiliField({ field: label });
const step = (n: number) => ({ title: `Step ${n} title`, description: `Step ${n} description.` });
const home: StudioContent['home'] = {
  heading: 'Photography in Nairobi',
  intro: { eyebrow: 'What we do', title: 'A Nairobi studio', paragraphs: ['First paragraph.'] },
  services: { title: 'Ten ways', description: 'One team.' },
  process: {
    title: 'How a shoot works',
    description: 'Four steps.',
    steps: [{ ...step(1), sw: { title: 'Mazungumzo kwanza' } }, step(2)],
  },
  closing: { description: 'Tell us about your day.', linkLabel: 'Contact us', image: 'photos/storm-clouds-sunset-01' },
  sw: { heading: 'Upigaji picha Nairobi' },
};
const save = () => userEvent.click(screen.getByRole('button', { name: texts.saveDraft }));

describe('the console: Kiswahili versions of a page’s words (docs/rules/public-pages.md#languages)', () => {
  it('shows each section’s Kiswahili in a labelled optional group after its English', async () => {
    fakeContent({ home });
    renderWithProviders(<ContentView kind="home" />);
    const heading = await screen.findByLabelText(sw(texts.fields.pageHeading));
    expect(heading).toHaveValue('Upigaji picha Nairobi');
    expect(heading).toHaveAttribute('lang', 'sw');
    expect(heading).toHaveAccessibleDescription(texts.kiswahiliHint);
    for (const section of [g.heading, g.intro, g.services, g.process, g.closing])
      expect(screen.getByRole('heading', { name: texts.kiswahiliGroup({ section }) })).toBeInTheDocument();
    expect(screen.getByLabelText(sw(texts.fields.stepTitle({ n: 1 })))).toHaveValue('Mazungumzo kwanza');
    expect(screen.getByLabelText(sw(texts.fields.stepDescription({ n: 1 })))).toHaveValue('');
    expect(screen.getByLabelText(sw(texts.fields.closingLink))).toHaveValue('');
    // A photograph has no words: no Kiswahili field for it.
    expect(screen.queryByLabelText(sw(texts.fields.sectionImage({ section: g.closing })))).toBeNull();
    // The English fields are where they were.
    expect(screen.getByLabelText(texts.fields.pageHeading)).toHaveValue('Photography in Nairobi');
  });

  it('saves the Kiswahili inside each section (a step’s with the step); empty fields send nothing', async () => {
    const server = fakeContent({ home });
    renderWithProviders(<ContentView kind="home" />);
    await userEvent.type(await screen.findByLabelText(sw(texts.fields.closingLink)), 'Wasiliana nasi');
    await userEvent.type(screen.getByLabelText(sw(texts.fields.stepTitle({ n: 2 }))), 'Mpango wa mwanga');
    await save();
    expect(await screen.findByText(texts.draftSaved)).toBeInTheDocument();
    expect(server.sent[0]!.body.data).toEqual({
      ...home,
      process: { ...home.process, steps: [home.process.steps[0], { ...step(2), sw: { title: 'Mpango wa mwanga' } }] },
      closing: { ...home.closing, sw: { linkLabel: 'Wasiliana nasi' } },
    });
  });

  it('checks the Kiswahili with the English field’s limit: too long is said under it, nothing is sent', async () => {
    const server = fakeContent({ home });
    renderWithProviders(<ContentView kind="home" />);
    const field = await screen.findByLabelText(sw(texts.fields.closingLink));
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(PAGE_TEXT_MAX.label + 1));
    await save();
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(new RegExp(`${PAGE_TEXT_MAX.label} characters`));
    expect(server.sent).toHaveLength(0);
  });

  it('the page headings: each page’s group has its Kiswahili group', async () => {
    const headings: StudioContent['pageHeadings'] = {
      home: {
        servicesEyebrow: 'Services',
        servicesLink: 'All services',
        processEyebrow: 'The process',
        partnersTitle: 'Trusted',
        testimonialsEyebrow: 'Testimonials',
        testimonialsTitle: 'In their words',
        faqEyebrow: 'FAQ',
        faqTitle: 'Questions',
        faqIntro: 'Bookings.',
      },
      about: {
        bannerEyebrow: 'Since 2014',
        picturesEyebrow: 'In pictures',
        picturesTitle: 'A few frames',
        valuesEyebrow: 'What we stand for',
        valuesTitle: 'Our values',
        communityEyebrow: 'For photographers',
        teamEyebrow: 'Our team',
      },
      services: { filmsEyebrow: 'Films', fashionEyebrow: 'Spotlight', statsEyebrow: 'In numbers' },
      testimonials: { eyebrow: 'Testimonials' },
      blog: { eyebrow: 'Journal', title: 'Stories', intro: 'Field notes.', sw: { title: 'Hadithi' } },
    };
    fakeContent({ pageHeadings: headings });
    renderWithProviders(<ContentView kind="pageHeadings" />);
    const title = await screen.findByLabelText(sw(texts.fields.sectionTitle({ section: g.headingsBlog })));
    expect(title).toHaveValue('Hadithi');
    for (const section of [g.headingsHome, g.headingsAbout, g.headingsServices, g.headingsTestimonials, g.headingsBlog])
      expect(screen.getByRole('heading', { name: texts.kiswahiliGroup({ section }) })).toBeInTheDocument();
  });
});

describe('the console: Kiswahili of the team, testimonials and bands', () => {
  const items = async (name: string) => within(await screen.findByRole('list', { name })).getAllByRole('listitem');

  it('a team member: role, bio and description in Kiswahili, never the name', async () => {
    const server = fakeContent({
      team: [
        { id: 'amani', name: 'Amani', role: 'Founder', bio: 'Started the studio.', image: 'portraits/avatar-team-01' },
      ],
    });
    renderWithProviders(<ContentView kind="team" />);
    const [first] = await items(texts.kinds.team);
    expect(within(first!).getByRole('heading', { name: texts.kiswahili })).toBeInTheDocument();
    expect(within(first!).queryByLabelText(sw(texts.fields.name))).toBeNull();
    await userEvent.type(within(first!).getByLabelText(sw(texts.fields.role)), 'Mwanzilishi');
    await save();
    expect(await screen.findByText(texts.draftSaved)).toBeInTheDocument();
    expect(server.sent[0]!.body.data).toEqual([
      {
        id: 'amani',
        name: 'Amani',
        role: 'Founder',
        bio: 'Started the studio.',
        image: 'portraits/avatar-team-01',
        sw: { role: 'Mwanzilishi' },
      },
    ]);
  });

  it('a quoted review has no Kiswahili feedback (its author’s words), only its occasion', async () => {
    fakeContent({
      testimonials: [
        { id: 'esther', name: 'Esther', feedback: 'Lovely.', image: 'portraits/avatar-testimonial-01' },
        {
          id: 'review-1',
          reviewId: '7b0a1c9e-3f2d-4a5b-8c6d-9e0f1a2b3c4d',
          name: 'Faith',
          feedback: 'Great work.',
          occasion: 'Client of Amani',
          image: 'portraits/avatar-testimonial-02',
        },
      ],
    });
    renderWithProviders(<ContentView kind="testimonials" />);
    const [own, quote] = await items(texts.kinds.testimonials);
    expect(within(own!).getByLabelText(sw(texts.fields.feedback))).toHaveAttribute('lang', 'sw');
    expect(within(quote!).queryByLabelText(sw(texts.fields.feedback))).toBeNull();
    expect(within(quote!).getByLabelText(sw(texts.fields.occasion))).toBeInTheDocument();
  });

  it('a band: its words and each photograph’s description in Kiswahili', async () => {
    fakeContent({
      ctaBanners: [
        {
          id: 'films',
          title: 'Films',
          description: 'On film.',
          images: [{ src: 'photos/lake-dusk-pastel-01', alt: 'A lake.', sw: { alt: 'Ziwa.' } }],
          link: '/services',
          linkLabel: 'Watch',
          sw: { title: 'Video' },
        },
      ],
    });
    renderWithProviders(<ContentView kind="ctaBanners" />);
    const [band] = await items(texts.kinds.ctaBanners);
    expect(within(band!).getByLabelText(sw(texts.fields.title))).toHaveValue('Video');
    expect(within(band!).getByLabelText(sw(texts.fields.bandImageAlt({ n: 1 })))).toHaveValue('Ziwa.');
    // No second photograph: no field for its description.
    expect(within(band!).queryByLabelText(sw(texts.fields.bandImageAlt({ n: 2 })))).toBeNull();
  });
});
