import {
  type ContactDetails,
  type StudioContent,
  studioContentTexts as texts,
  studioImagesTexts,
} from '@studio/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fakeContent } from '../testing/fake-content';
import { ContentView } from './content-view';

afterEach(() => vi.unstubAllGlobals());

const g = texts.pageGroups;
const sw = (label: string) => texts.kiswahiliField({ field: label });
const save = () => userEvent.click(screen.getByRole('button', { name: texts.saveDraft }));

const unique: StudioContent['uniqueServices'] = {
  eyebrow: 'Only at Picha',
  title: 'Unique services',
  description: 'Beyond the photographs.',
  items: [{ icon: 'film', title: 'Wedding films', description: 'Short and long.' }],
  learnMoreLabel: 'Learn More',
  learnMoreDetail: 'about our wedding films',
  learnMoreLink: '/services#wedding-videos',
};

const contact: ContactDetails = {
  phone: '+254 709 418 260',
  email: 'hello@picha.studio',
  privacyEmail: 'privacy@picha.studio',
  location: {
    label: 'Westlands, Nairobi',
    addressLines: ['Rhapta Road'],
    mapUrl: 'https://www.openstreetmap.org/search?query=Westlands',
    directions: 'Second floor.',
  },
  postalAddress: 'P.O. Box 1, Nairobi',
  openingHours: [{ days: 'Monday to Friday', hours: '9:00 am – 6:00 pm', sw: { days: 'Jumatatu hadi Ijumaa' } }],
  responseTime: 'Within a day.',
};

describe('the console: Kiswahili of the unique services, the portfolio, the gallery and the contact details (docs/rules/public-pages.md#languages)', () => {
  it('edits the unique services with their Kiswahili (not of the link, a path), adds one in an empty slot and saves', async () => {
    const server = fakeContent({ uniqueServices: unique });
    renderWithProviders(<ContentView kind="uniqueServices" />);
    await userEvent.type(
      await screen.findByLabelText(sw(texts.fields.sectionTitle({ section: g.uniqueServices }))),
      'Huduma za kipekee',
    );
    expect(screen.queryByLabelText(sw(texts.fields.linkPath))).toBeNull();
    await userEvent.type(screen.getByLabelText(texts.fields.itemTitle({ n: 2 })), 'Drone aerials');
    await userEvent.type(screen.getByLabelText(texts.fields.itemDescription({ n: 2 })), 'Licensed pilots.');
    await userEvent.type(screen.getByLabelText(sw(texts.fields.itemTitle({ n: 1 }))), 'Filamu za harusi');
    await save();
    expect(await screen.findByText(texts.draftSaved)).toBeInTheDocument();
    expect(server.sent[0]!.body.data).toEqual({
      ...unique,
      items: [
        { ...unique.items[0], sw: { title: 'Filamu za harusi' } },
        { icon: 'film', title: 'Drone aerials', description: 'Licensed pilots.' },
      ],
      sw: { title: 'Huduma za kipekee' },
    });
  });

  it('shows the gallery page’s words above its photographs, also at the words’ own address', async () => {
    const galleryPage: StudioContent['galleryPage'] = {
      eyebrow: 'Gallery',
      title: 'Light and colour',
      lead: 'Favourites.',
      sw: { title: 'Mwanga na rangi' },
    };
    fakeContent({ galleryPage, imageLibrary: { weddings: [], sports: [], commercials: [], events: [], gallery: [] } });
    renderWithProviders(<ContentView kind="galleryPage" />);
    expect(await screen.findByRole('heading', { name: texts.kinds.galleryPage })).toBeInTheDocument();
    expect(await screen.findByLabelText(sw(texts.fields.sectionTitle({ section: g.galleryPage })))).toHaveValue(
      'Mwanga na rangi',
    );
    expect(screen.getByRole('heading', { name: studioImagesTexts.photographs })).toBeInTheDocument();
  });

  it('saves the contact details’ Kiswahili beside their English; emptied, a Kiswahili version is sent as none', async () => {
    const server = fakeContent({ contactDetails: contact });
    renderWithProviders(<ContentView kind="contactDetails" />);
    const days = await screen.findByLabelText(sw(texts.fields.days), { exact: false });
    expect(days).toHaveValue('Jumatatu hadi Ijumaa');
    expect(days).toHaveAttribute('lang', 'sw');
    await userEvent.clear(days);
    await userEvent.type(screen.getByLabelText(sw(texts.fields.responseTime), { exact: false }), 'Ndani ya siku moja.');
    await userEvent.type(screen.getByLabelText(sw(texts.fields.directions), { exact: false }), 'Ghorofa ya pili.');
    await save();
    expect(await screen.findByText(texts.draftSaved)).toBeInTheDocument();
    expect(server.sent[0]!.body.data).toEqual({
      ...contact,
      location: { ...contact.location, sw: { directions: 'Ghorofa ya pili.' } },
      openingHours: [{ days: 'Monday to Friday', hours: '9:00 am – 6:00 pm' }],
      sw: { responseTime: 'Ndani ya siku moja.' },
    });
  });
});
