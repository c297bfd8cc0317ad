import { type StudioContent, studioContentTexts as texts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fakeContent } from '../testing/fake-content';
import { ContentView } from './content-view';

afterEach(() => vi.unstubAllGlobals());

// The fake's preview is the parts it holds, not a whole content: read without the whole schema.
vi.mock('./content-api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./content-api')>();
  return {
    ...actual,
    contentPreviewQuery: () => ({
      ...actual.contentPreviewQuery(),
      queryFn: async () => (await fetch('/api/studio/content/preview')).json(),
    }),
  };
});

const g = texts.pageGroups;
const step = (n: number) => ({ title: `Step ${n} title`, description: `Step ${n} description.` });
const home: StudioContent['home'] = {
  heading: 'Photography in Nairobi',
  intro: { eyebrow: 'What we do', title: 'A Nairobi studio', paragraphs: ['First paragraph.', 'Second paragraph.'] },
  services: { title: 'Ten ways', description: 'One team.' },
  process: { title: 'How a shoot works', description: 'Four steps.', steps: [step(1), step(2), step(3), step(4)] },
  closing: { description: 'Tell us about your day.', linkLabel: 'Contact us', image: 'photos/storm-clouds-sunset-01' },
};
const claims = [
  { value: '300+', label: 'projects delivered' },
  { value: '95%', label: 'client satisfaction' },
];
const about: StudioContent['about'] = {
  banner: { title: 'About us', description: 'Since 2014.', image: 'photos/dandelions-sunset-01' },
  story: { title: 'Our story', paragraphs: ['It began with a borrowed flash.'] },
  carousel: [{ image: 'photos/giraffes-savanna-01', caption: 'Giraffes in the bush.' }],
  values: [
    { title: 'Happiness', description: 'A relaxed client.' },
    { title: 'Integrity', description: 'Clear quotes.' },
  ],
  vision: { title: 'Our vision', paragraphs: ['Every Kenyan family.'] },
  community: {
    title: 'Join us',
    description: 'Photographers welcome.',
    points: ['A profile'],
    joinLabel: 'Sign up',
    image: 'photos/african-drums-01',
  },
  team: { title: 'The team', description: 'The people behind the lens.' },
};

/** The preview as the app composes it: here, the words it was given. */
const renderPreview = (page: string, content: StudioContent) => (
  <div data-testid="rendered-page">
    {page}: {content.home.intro.paragraphs[0]} / {content.home.process.steps[0]!.title}
  </div>
);

const field = (label: string) => screen.getByLabelText(label);
const saveDraft = () => userEvent.click(screen.getByRole('button', { name: texts.saveDraft }));
const errorOf = (input: HTMLElement) => document.getElementById(`${input.id}-error`);

describe('ContentView: the home page words, as a draft', () => {
  it('edits the intro and a process step, saves a draft, previews it, publishes it', { timeout: 40_000 }, async () => {
    const server = fakeContent({ home });
    renderWithProviders(<ContentView kind="home" renderPreview={renderPreview} />);
    const paragraphs = await screen.findByLabelText(texts.fields.sectionParagraphs({ section: g.intro }));
    expect(paragraphs).toHaveValue('First paragraph.\nSecond paragraph.');
    expect(screen.getByText(texts.draft.live)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.draft.publish })).toBeDisabled();
    expect(screen.getByRole('heading', { name: g.process })).toBeInTheDocument();

    await userEvent.clear(paragraphs);
    await userEvent.type(paragraphs, 'A new first paragraph.{Enter}Second paragraph.');
    const stepTitle = field(texts.fields.stepTitle({ n: 1 }));
    await userEvent.clear(stepTitle);
    await userEvent.type(stepTitle, 'A new first step');
    await saveDraft();
    expect(await screen.findByText(texts.draftSaved)).toBeInTheDocument();
    const edited = {
      ...home,
      intro: { ...home.intro, paragraphs: ['A new first paragraph.', 'Second paragraph.'] },
      process: { ...home.process, steps: [{ ...step(1), title: 'A new first step' }, step(2), step(3), step(4)] },
    };
    expect(server.sent).toEqual([{ key: 'home', body: { version: 1, data: edited } }]);
    expect(server.live('home')).toEqual(home);

    // The frame says there is a draft, and the sub-navigation marks the part.
    expect(await screen.findByText(/Unpublished draft, saved/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: texts.subnavLabel });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: new RegExp(texts.kinds.home) })).toHaveTextContent(
        texts.draft.badge,
      ),
    );
    expect(within(nav).getByText(texts.draft.summary({ count: 1 }))).toBeInTheDocument();

    // The preview renders the page with the draft.
    const toggle = screen.getByRole('button', { name: texts.draft.preview });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const preview = await screen.findByRole('region', { name: texts.draft.previewTitle({ page: '/' }) });
    expect(within(preview).getByTestId('rendered-page')).toHaveTextContent(
      '/: A new first paragraph. / A new first step',
    );
    expect(within(preview).getByText(texts.draft.previewBanner)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: texts.draft.publish }));
    expect(await screen.findByText(texts.draft.published)).toBeInTheDocument();
    expect(server.sent.at(-1)).toEqual({ key: 'home', action: 'publish', body: { version: 2 } });
    expect(server.live('home')).toEqual(edited);
    expect(await screen.findByText(texts.draft.live)).toBeInTheDocument();
    await waitFor(() => expect(within(nav).queryByText(texts.draft.summary({ count: 1 }))).not.toBeInTheDocument());
  });

  it('discards a draft after a confirmation: the editor goes back to what the site shows', async () => {
    const server = fakeContent({ home });
    renderWithProviders(<ContentView kind="home" renderPreview={renderPreview} />);
    const title = await screen.findByLabelText(texts.fields.sectionTitle({ section: g.intro }));
    await userEvent.clear(title);
    await userEvent.type(title, 'A draft title');
    await saveDraft();
    await screen.findByText(/Unpublished draft, saved/);

    await userEvent.click(screen.getByRole('button', { name: texts.draft.discard }));
    const confirm = screen.getByRole('group', { name: texts.draft.discard });
    expect(within(confirm).getByText(texts.draft.confirmDiscard)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: texts.draft.keep }));
    expect(server.sent).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: texts.draft.discard }));
    await userEvent.click(
      within(screen.getByRole('group', { name: texts.draft.discard })).getByRole('button', {
        name: texts.draft.discard,
      }),
    );
    expect(await screen.findByText(texts.draft.discarded)).toBeInTheDocument();
    expect(server.sent.at(-1)).toEqual({ key: 'home', action: 'discard', body: { version: 2 } });
    expect(await screen.findByLabelText(texts.fields.sectionTitle({ section: g.intro }))).toHaveValue(
      'A Nairobi studio',
    );
    expect(server.live('home')).toEqual(home);
  });

  it('checks by the shared schema first (an empty title, a step without its description): nothing is sent', async () => {
    const server = fakeContent({ home });
    renderWithProviders(<ContentView kind="home" />);
    const title = await screen.findByLabelText(texts.fields.sectionTitle({ section: g.intro }));
    await userEvent.clear(title);
    await userEvent.type(field(texts.fields.stepTitle({ n: 5 })), 'A fifth step');
    await saveDraft();
    expect(errorOf(title)).toHaveTextContent('Fill this in.');
    expect(errorOf(field(texts.fields.stepDescription({ n: 5 })))).toHaveTextContent('Fill this in.');
    expect(title).toHaveFocus();
    expect(server.sent).toEqual([]);
  });

  it("puts the server's 400 under the field it names (data.process.steps.1.title)", async () => {
    fakeContent(
      { home },
      {
        refuse: () => ({
          status: 400,
          body: {
            message: 'Check the fields.',
            code: 'VALIDATION',
            errors: { 'data.process.steps.1.title': ['Refused by the server.'] },
          },
        }),
      },
    );
    renderWithProviders(<ContentView kind="home" />);
    await userEvent.type(await screen.findByLabelText(texts.fields.stepTitle({ n: 2 })), ' again');
    await saveDraft();
    expect(await screen.findByText('Refused by the server.')).toBeInTheDocument();
    expect(errorOf(field(texts.fields.stepTitle({ n: 2 })))).toHaveTextContent('Refused by the server.');
  });

  it('a publish after someone else saved is refused (409): it says so and Reload shows their draft', async () => {
    const server = fakeContent({ home });
    renderWithProviders(<ContentView kind="home" />);
    await userEvent.type(await screen.findByLabelText(texts.fields.sectionTitle({ section: g.intro })), ' today');
    await saveDraft();
    await screen.findByText(/Unpublished draft, saved/);
    server.savedElsewhere('home', { ...home, heading: 'Their heading' });
    await userEvent.click(screen.getByRole('button', { name: texts.draft.publish }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else saved this first.');
    expect(server.live('home')).toEqual(home);
    await userEvent.click(within(alert).getByRole('button', { name: texts.reload }));
    expect(await screen.findByDisplayValue('Their heading')).toBeInTheDocument();
  });
});

describe('ContentView: claims and the About words', () => {
  it('adds a claim; an empty label is named under its field and nothing is sent; then saved as a draft', async () => {
    const server = fakeContent({ claims });
    renderWithProviders(<ContentView kind="claims" />);
    await screen.findByRole('list', { name: texts.kinds.claims });
    await userEvent.click(screen.getByRole('button', { name: texts.add.claims! }));
    const added = within(screen.getByRole('list', { name: texts.kinds.claims })).getAllByRole('listitem')[2]!;
    const value = within(added).getByLabelText(texts.fields.claimValue);
    expect(value).toHaveFocus();
    await userEvent.type(value, '8+');
    await saveDraft();
    expect(errorOf(within(added).getByLabelText(texts.fields.claimLabel))).toHaveTextContent('Fill this in.');
    expect(server.sent).toEqual([]);
    await userEvent.type(within(added).getByLabelText(texts.fields.claimLabel), 'cinematographers');
    await saveDraft();
    expect(await screen.findByText(texts.draftSaved)).toBeInTheDocument();
    expect(server.sent).toEqual([
      { key: 'claims', body: { version: 1, data: [...claims, { value: '8+', label: 'cinematographers' }] } },
    ]);
  });

  it('edits the story and a value; an empty trailing value is left out; the photographs stay as they are', async () => {
    const server = fakeContent({ about });
    renderWithProviders(<ContentView kind="about" />);
    const story = await screen.findByLabelText(texts.fields.sectionParagraphs({ section: g.story }));
    await userEvent.clear(story);
    await userEvent.type(story, 'A new story.');
    await userEvent.clear(field(texts.fields.valueTitle({ n: 2 })));
    await userEvent.clear(field(texts.fields.valueDescription({ n: 2 })));
    await userEvent.clear(field(texts.fields.caption({ n: 1 })));
    await userEvent.type(field(texts.fields.caption({ n: 1 })), 'Giraffes, again.');
    await saveDraft();
    expect(await screen.findByText(texts.draftSaved)).toBeInTheDocument();
    expect(server.sent[0]!.body.data).toEqual({
      ...about,
      story: { ...about.story, paragraphs: ['A new story.'] },
      carousel: [{ image: 'photos/giraffes-savanna-01', caption: 'Giraffes, again.' }],
      values: [about.values[0]],
    });
  });
});
