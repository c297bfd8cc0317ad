import { type ServicesPage, studioContentTexts as texts } from '@studio/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fakeContent } from '../testing/fake-content';
import { ContentView } from './content-view';

afterEach(() => vi.unstubAllGlobals());

const heading = { title: 'A heading', description: 'Its description.' };
const film = (n: number) => ({
  video: 'video/sample-reel-journey',
  title: `Film ${n} title`,
  place: `Place ${n}`,
  caption: `Caption ${n}.`,
  previewOnHover: n === 1,
});
const films = [film(1), film(2), film(3), film(4)];
const servicesPage: ServicesPage = {
  intro: { eyebrow: 'Services', title: 'What we do', lead: 'Ten services, one team.' },
  featured: heading,
  all: heading,
  weddingFilms: { ...heading, films },
  fashion: {
    ...heading,
    points: ['Lookbooks'],
    signupPrompt: 'Are you a fashion photographer?',
    signupLabel: 'Sign up',
    images: ['photos/paint-brushes-01'],
  },
  stats: heading,
};

describe('ContentView: the /services words', () => {
  it("edits each wedding film's words in its own fields and saves them inside that film", async () => {
    const server = fakeContent({ servicesPage });
    renderWithProviders(<ContentView kind="servicesPage" />);
    expect(await screen.findByLabelText(texts.fields.filmTitle({ n: 4 }))).toHaveValue('Film 4 title');
    expect(screen.getByLabelText(texts.fields.filmCaption({ n: 2 }))).toHaveValue('Caption 2.');
    expect(screen.getByLabelText(texts.fields.filmPreview({ n: 1 }))).toBeChecked();
    const place = screen.getByLabelText(texts.fields.filmPlace({ n: 3 }));
    await userEvent.clear(place);
    await userEvent.type(place, 'Lake Naivasha');
    await userEvent.click(screen.getByLabelText(texts.fields.filmPreview({ n: 2 })));
    await userEvent.click(screen.getByRole('button', { name: texts.saveDraft }));
    expect(await screen.findByText(texts.draftSaved)).toBeInTheDocument();
    expect(server.sent[0]!.body.data).toEqual({
      ...servicesPage,
      weddingFilms: {
        ...servicesPage.weddingFilms,
        films: [films[0], { ...films[1], previewOnHover: true }, { ...films[2], place: 'Lake Naivasha' }, films[3]],
      },
    });
  });
});
