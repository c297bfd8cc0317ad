import { FAQ_QUESTION_MAX, studioBlogTexts as blog, studioContentTexts as texts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fakeContent } from '../testing/fake-content';
import { BlogEditorView } from '../blog/blog-editor-view';
import { ContentView } from './content-view';

afterEach(() => vi.unstubAllGlobals());

const sw = (label: string) => texts.kiswahiliField({ field: label });
const faqs = [
  { question: 'First question?', answer: 'First answer.', sw: { question: 'Swali la kwanza?' } },
  { question: 'Second question?', answer: 'Second answer.' },
];
const items = async () =>
  within(await screen.findByRole('list', { name: /FAQs|Hero slides/ }, { timeout: 5000 })).getAllByRole('listitem');
const save = () => userEvent.click(screen.getByRole('button', { name: texts.saveDraft }));

describe('the console: Kiswahili versions of the list items (docs/rules/public-pages.md#languages)', () => {
  it('shows each question with its Kiswahili beside the English, in a labelled optional group', async () => {
    fakeContent({ faqs });
    renderWithProviders(<ContentView kind="faqs" />);
    const [first, second] = await items();
    expect(within(first!).getByRole('heading', { name: texts.kiswahili })).toBeInTheDocument();
    const question = within(first!).getByLabelText(sw(texts.fields.question));
    expect(question).toHaveValue('Swali la kwanza?');
    expect(question).toHaveAttribute('lang', 'sw');
    expect(question).toHaveAccessibleDescription(texts.kiswahiliHint);
    expect(within(first!).getByLabelText(sw(texts.fields.answer))).toHaveValue('');
    expect(within(second!).getByLabelText(sw(texts.fields.question))).toHaveValue('');
    // The English fields are where they were.
    expect(within(first!).getByLabelText(texts.fields.question)).toHaveValue('First question?');
  });

  it('saves the Kiswahili with the item; empty fields send nothing', async () => {
    const server = fakeContent({ faqs });
    renderWithProviders(<ContentView kind="faqs" />);
    const [first, second] = await items();
    await userEvent.type(within(first!).getByLabelText(sw(texts.fields.answer)), 'Jibu la kwanza.');
    await userEvent.type(within(second!).getByLabelText(sw(texts.fields.question)), 'Swali la pili?');
    await save();
    expect(await screen.findByText(texts.draftSaved)).toBeInTheDocument();
    expect(server.sent[0]!.body.data).toEqual([
      { ...faqs[0], sw: { question: 'Swali la kwanza?', answer: 'Jibu la kwanza.' } },
      { ...faqs[1], sw: { question: 'Swali la pili?' } },
    ]);
  });

  it('checks the Kiswahili by the shared schema: too long is said under its field, nothing is sent', async () => {
    const server = fakeContent({ faqs });
    renderWithProviders(<ContentView kind="faqs" />);
    const [, second] = await items();
    const field = within(second!).getByLabelText(sw(texts.fields.question));
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(FAQ_QUESTION_MAX + 1));
    await save();
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(new RegExp(`${FAQ_QUESTION_MAX} characters`));
    expect(server.sent).toHaveLength(0);
  });

  it('a hero slide has its heading, paragraph and link words in Kiswahili', async () => {
    fakeContent({
      heroSlides: [
        { image: 'photos/african-drums-01', text: 'Heading', paragraph: 'Paragraph.', linkPath: '/', linkLabel: 'Go' },
      ],
    });
    renderWithProviders(<ContentView kind="heroSlides" />);
    const [first] = await items();
    for (const label of [texts.fields.text, texts.fields.paragraph, texts.fields.linkLabel])
      expect(within(first!).getByLabelText(sw(label))).toHaveValue('');
  });
});

describe('the console: a blog post in Kiswahili', () => {
  it('sends the Kiswahili title, excerpt and body with the post', async () => {
    const sent: { method: string; url: string; body: unknown }[] = [];
    const post = {
      _id: 'p1',
      title: 'A post',
      slug: 'a-post',
      excerpt: '',
      author: 'Amani',
      content: 'Body.',
      sections: [],
      sw: { title: 'Chapisho', excerpt: '', content: '' },
      status: 'draft',
      publishAt: null,
      cover: null,
      coverAlt: null,
      url: '/blogs/a-post',
      oldSlugs: [],
      createdAt: '2026-10-01T08:00:00.000Z',
      updatedAt: '2026-10-01T08:00:00.000Z',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        const method = init?.method ?? 'GET';
        const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
        sent.push({ method, url, body });
        const answer = url.endsWith('/studio/staff')
          ? {
              admins: [{ id: 'u1', email: 'a@picha.test', username: 'Amani', createdAt: post.createdAt, you: true }],
              invitations: [],
            }
          : url.endsWith('/preview')
            ? { html: '<p>Body.</p>' }
            : { post: method === 'PUT' ? { ...post, sw: { ...post.sw, ...(body as { sw: object }).sw } } : post };
        return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    renderWithProviders(<BlogEditorView id="p1" />, { path: '/studio/blog/p1' });
    const title = await screen.findByLabelText(blog.fields.swTitle);
    expect(title).toHaveValue('Chapisho');
    expect(title).toHaveAttribute('lang', 'sw');
    expect(screen.getByRole('group', { name: blog.fields.kiswahili })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(blog.fields.swExcerpt), 'Kwa ufupi.');
    await userEvent.type(screen.getByLabelText(blog.fields.swContent), 'Mwili.');
    await screen.findByRole('option', { name: 'Amani' });
    await userEvent.click(screen.getByRole('button', { name: blog.save }));
    await waitFor(() => expect(sent.find((s) => s.method === 'PUT')).toBeDefined());
    expect(sent.find((s) => s.method === 'PUT')!.body).toMatchObject({
      title: 'A post',
      sw: { title: 'Chapisho', excerpt: 'Kwa ufupi.', content: 'Mwili.' },
    });
  });
});
