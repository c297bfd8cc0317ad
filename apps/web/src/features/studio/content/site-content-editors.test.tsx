import { type ContactDetails, studioMediaTexts as m, studioContentTexts as texts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fakeContent } from '../testing/fake-content';
import { ContentView } from './content-view';

afterEach(() => vi.unstubAllGlobals());

const contactDetails: ContactDetails = {
  phone: '+254 709 418 260',
  email: 'hello@picha.studio',
  privacyEmail: 'privacy@picha.studio',
  location: {
    label: 'Westlands, Nairobi',
    addressLines: ['Picha Studio', 'Rhapta Road'],
    mapUrl: 'https://www.openstreetmap.org/x',
    directions: 'Second floor.',
  },
  postalAddress: 'P.O. Box 1, Nairobi',
  openingHours: [
    { days: 'Monday to Friday', hours: '9 to 6' },
    { days: 'Saturday', hours: '10 to 4' },
  ],
  responseTime: 'Within a day.',
};
const socialLinks = [
  { network: 'Instagram', url: 'https://www.instagram.com/pichastudio.ke' },
  { network: 'Facebook', url: 'https://www.facebook.com/pichastudio.ke' },
];
const searchIndex = [
  { name: 'Wedding Photography', link: '/portfolio/weddings', category: 'Portfolio' },
  { name: 'Popular Photographers', link: '/popular/photographer/:id', category: 'Popular' },
];
const save = () => userEvent.click(screen.getByRole('button', { name: texts.saveDraft }));
const errorOf = (field: HTMLElement) =>
  document.getElementById(
    field
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error')) ?? '',
  );

describe('ContentView: contact details', () => {
  it('edits the phone, reorders and adds a line of hours, and saves the whole block', async () => {
    const server = fakeContent({ contactDetails });
    renderWithProviders(<ContentView kind="contactDetails" />);
    const phone = await screen.findByLabelText(texts.fields.phone);
    expect(phone).toHaveValue('+254 709 418 260');
    expect(screen.getByLabelText(texts.fields.addressLines)).toHaveValue('Picha Studio\nRhapta Road');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+254 711 000 111');

    await userEvent.click(
      screen.getByRole('button', { name: texts.moveUp({ label: texts.item.openingHours({ n: 2 }) }) }),
    );
    await userEvent.click(screen.getByRole('button', { name: texts.add.openingHours! }));
    const rows = within(screen.getByRole('list', { name: texts.contactGroups.hours })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByLabelText(texts.fields.days)).toHaveFocus();
    await userEvent.type(within(rows[2]!).getByLabelText(texts.fields.days), 'Sunday');
    await userEvent.type(within(rows[2]!).getByLabelText(texts.fields.hours), 'Closed');

    await save();
    expect(await screen.findByText(texts.draftSaved)).toBeInTheDocument();
    expect(server.sent).toEqual([
      {
        key: 'contactDetails',
        body: {
          version: 1,
          data: {
            ...contactDetails,
            phone: '+254 711 000 111',
            openingHours: [
              { days: 'Saturday', hours: '10 to 4' },
              { days: 'Monday to Friday', hours: '9 to 6' },
              { days: 'Sunday', hours: 'Closed' },
            ],
          },
        },
      },
    ]);
  });

  it('checks by the shared schema first: each message under its field, nothing sent', async () => {
    const server = fakeContent({ contactDetails });
    renderWithProviders(<ContentView kind="contactDetails" />);
    const phone = await screen.findByLabelText(texts.fields.phone);
    await userEvent.clear(phone);
    await userEvent.type(phone, '0712 345 678');
    const days = within(
      screen.getAllByRole('listitem', { name: texts.item.openingHours({ n: 1 }) })[0]!,
    ).getByLabelText(texts.fields.days);
    await userEvent.clear(days);
    await save();
    // The check loads the shared schema on first use (docs/decisions/0007-first-load-budget.md): on a busy machine it answers a moment later.
    await waitFor(() => expect(errorOf(phone)).toHaveTextContent('Write the number as dialled from abroad'));
    expect(errorOf(days)).toHaveTextContent('Fill this in.');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(server.sent).toEqual([]);
  });

  it("shows the server's 400 under the field it names (the deepest place under its nearest field)", async () => {
    fakeContent(
      { contactDetails },
      {
        refuse: () => ({
          status: 400,
          body: {
            message: 'Check the fields.',
            code: 'VALIDATION',
            errors: { 'data.location.addressLines.1': ['Refused by the server.'] },
          },
        }),
      },
    );
    renderWithProviders(<ContentView kind="contactDetails" />);
    await userEvent.type(await screen.findByLabelText(texts.fields.responseTime), ' Always.');
    await save();
    expect(await screen.findByText('Refused by the server.')).toBeInTheDocument();
    expect(errorOf(screen.getByLabelText(texts.fields.addressLines))).toHaveTextContent('Refused by the server.');
  });

  it('a save after someone else saved is refused (409) and offers Reload', async () => {
    const server = fakeContent({ contactDetails });
    renderWithProviders(<ContentView kind="contactDetails" />);
    await userEvent.type(await screen.findByLabelText(texts.fields.postalAddress), ' Kenya');
    server.savedElsewhere('contactDetails', { ...contactDetails, phone: '+254 700 000 000' });
    await save();
    expect(await screen.findByRole('button', { name: texts.reload })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.reload }));
    expect(await screen.findByDisplayValue('+254 700 000 000')).toBeInTheDocument();
  });
});

describe('ContentView: social links', () => {
  it('adds a link for a network not yet listed, and a plain http address is named under its field', async () => {
    const server = fakeContent({ socialLinks });
    renderWithProviders(<ContentView kind="socialLinks" />);
    await screen.findByRole('list', { name: texts.kinds.socialLinks });
    await userEvent.click(screen.getByRole('button', { name: texts.add.socialLinks! }));
    const items = within(screen.getByRole('list', { name: texts.kinds.socialLinks })).getAllByRole('listitem');
    expect(within(items[2]!).getByLabelText(texts.fields.network)).toHaveValue('X');
    const url = within(items[2]!).getByLabelText(texts.fields.url);
    await userEvent.type(url, 'http://x.com/picha');
    await save();
    expect(errorOf(url)).toHaveTextContent('Use a full https:// address.');
    expect(server.sent).toEqual([]);

    await userEvent.clear(url);
    await userEvent.type(url, 'https://x.com/picha');
    await save();
    expect(await screen.findByText(texts.draftSaved)).toBeInTheDocument();
    expect(server.sent[0]!.body.data).toEqual([...socialLinks, { network: 'X', url: 'https://x.com/picha' }]);
  });

  it('the same network twice is named under the second', async () => {
    fakeContent({ socialLinks });
    renderWithProviders(<ContentView kind="socialLinks" />);
    const items = within(await screen.findByRole('list', { name: texts.kinds.socialLinks })).getAllByRole('listitem');
    const network = within(items[1]!).getByLabelText(texts.fields.network);
    await userEvent.selectOptions(network, 'Instagram');
    await save();
    expect(errorOf(network)).toHaveTextContent('This network is listed already.');
  });
});

describe('ContentView: header search', () => {
  it('adds an entry; a link not starting with / is named under its field; Popular stays', async () => {
    const server = fakeContent({ searchIndex });
    renderWithProviders(<ContentView kind="searchIndex" />);
    await screen.findByRole('list', { name: texts.kinds.searchIndex });
    await userEvent.click(screen.getByRole('button', { name: texts.add.searchIndex! }));
    const added = within(screen.getByRole('list', { name: texts.kinds.searchIndex })).getAllByRole('listitem')[2]!;
    expect(within(added).getByLabelText(texts.fields.searchName)).toHaveFocus();
    await userEvent.type(within(added).getByLabelText(texts.fields.searchName), 'Studio hire');
    const link = within(added).getByLabelText(texts.fields.searchLink);
    await userEvent.clear(link);
    await userEvent.type(link, 'studio-hire');
    await userEvent.selectOptions(within(added).getByLabelText(texts.fields.category), 'Services');
    await save();
    expect(errorOf(link)).toHaveTextContent('Use a path of this site');
    expect(server.sent).toEqual([]);

    await userEvent.clear(link);
    await userEvent.type(link, '/services/studio-hire');
    await save();
    expect(await screen.findByText(texts.draftSaved)).toBeInTheDocument();
    expect(server.sent[0]!.body.data).toEqual([
      ...searchIndex,
      { name: 'Studio hire', link: '/services/studio-hire', category: 'Services' },
    ]);
  });
});

/** Opens a slot's picker, searches the samples and chooses the one match. */
async function pick(opener: HTMLElement, search: string) {
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: m.picker.title });
  await userEvent.type(within(dialog).getByLabelText(m.library.search), search);
  const [choice, ...more] = within(within(dialog).getByRole('list', { name: m.picker.samplesGroup })).getAllByRole(
    'button',
  );
  expect(more).toHaveLength(0);
  await userEvent.click(choice!);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('ContentView: call-to-action bands', () => {
  const band = {
    id: 'brands',
    title: 'Product photography',
    description: 'Menus and catalogues.',
    images: [{ src: 'photos/fig-red-bowl-01', alt: 'A fig.' }],
    link: '/services',
    linkLabel: 'See more',
  };

  it("chooses a band's photographs with the photo picker; a second photograph needs its description", async () => {
    const server = fakeContent({ ctaBanners: [band] });
    renderWithProviders(<ContentView kind="ctaBanners" />);
    const first = await screen.findByRole('button', {
      name: `${m.picker.replace} ${texts.fields.bandImage({ n: 1 })}`,
    });
    expect(screen.getByTestId('media-field-thumbnail')).toHaveAttribute(
      'src',
      expect.stringContaining('fig-red-bowl-01'),
    );
    const second = screen.getByRole('button', { name: `${m.picker.choose} ${texts.fields.bandImage({ n: 2 })}` });
    expect(screen.queryByLabelText(texts.fields.bandImageAlt({ n: 2 }))).not.toBeInTheDocument();

    await pick(first, 'african-drums-01');
    await pick(second, 'citrus-fruits-01');
    const alt2 = screen.getByLabelText(texts.fields.bandImageAlt({ n: 2 }));
    await save();
    expect(errorOf(alt2)).toHaveTextContent('Fill this in.');
    expect(server.sent).toEqual([]);

    await userEvent.type(alt2, 'Citrus slices.');
    await save();
    expect(await screen.findByText(texts.draftSaved)).toBeInTheDocument();
    expect(server.sent[0]!.body.data).toEqual([
      {
        ...band,
        images: [
          { src: 'photos/african-drums-01', alt: 'A fig.' },
          { src: 'photos/citrus-fruits-01', alt: 'Citrus slices.' },
        ],
      },
    ]);
  });
});

describe('ContentView: the pictures of the pages’ own words (issue 23)', () => {
  const testimonialsPage = {
    title: 'What our clients say',
    intro: 'Couples, families and brands.',
    image: 'photos/lanterns-festival-01',
    imageAlt: 'Lanterns at a reception.',
  };

  it("replaces the testimonials page's photograph in its slot: the words stay, the draft names the new one", async () => {
    const server = fakeContent({ testimonialsPage });
    renderWithProviders(<ContentView kind="testimonialsPage" />);
    const group = texts.pageGroups.testimonialsPage;
    const slot = await screen.findByRole('button', {
      name: `${m.picker.replace} ${texts.fields.sectionImage({ section: group })}`,
    });
    expect(screen.getByTestId('media-field-thumbnail')).toHaveAttribute(
      'src',
      expect.stringContaining('lanterns-festival-01'),
    );
    await pick(slot, 'african-drums-01');
    await userEvent.clear(screen.getByLabelText(texts.fields.sectionImageAlt({ section: group })));
    await userEvent.type(
      screen.getByLabelText(texts.fields.sectionImageAlt({ section: group })),
      'Drums on the grass.',
    );
    await save();
    expect(await screen.findByText(texts.draftSaved)).toBeInTheDocument();
    expect(server.sent).toEqual([
      {
        key: 'testimonialsPage',
        body: {
          version: 1,
          data: { ...testimonialsPage, image: 'photos/african-drums-01', imageAlt: 'Drums on the grass.' },
        },
      },
    ]);
  });
});
