import { studioBlogTexts as t } from '@studio/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { BlogEditorView } from './blog-editor-view';

afterEach(() => vi.unstubAllGlobals());

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** A fetch that answers the editor's requests with `answer` and records them. */
function fakeApi(answer: (sent: Sent) => { status: number; body?: unknown }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const s = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      };
      sent.push(s);
      // The authors are the staff (docs/rules/history.md#issue-23).
      const { status, body } = s.url.endsWith('/studio/staff') ? { status: 200, body: staff } : answer(s);
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

const admin = (username: string, n: number) => ({
  id: `u${n}`,
  email: `${username.toLowerCase()}@picha.test`,
  username,
  createdAt: '2026-11-01T08:00:00.000Z',
  you: n === 1,
});
const staff = { admins: [admin('Wanjiru', 1), admin('Amani', 2)], invitations: [] };

/** A post as GET /api/studio/blog/:id answers it. */
const studioPost = (over: Record<string, unknown>) => ({
  _id: 'p1',
  title: 'A post',
  slug: 'a-post',
  excerpt: '',
  author: 'Amani',
  content: '',
  sections: [],
  sw: { title: '', excerpt: '', content: '' },
  status: 'draft',
  publishAt: null,
  cover: null,
  coverAlt: null,
  url: `/blogs/${String(over.slug ?? 'a-post')}`,
  oldSlugs: [],
  createdAt: '2026-10-01T08:00:00.000Z',
  updatedAt: '2026-10-01T08:00:00.000Z',
  ...over,
});

describe('BlogEditorView', () => {
  it('sends nothing while a field is wrong, and says so under each field', async () => {
    const sent = fakeApi(() => ({ status: 500 }));
    renderWithProviders(<BlogEditorView id="new" />, { path: '/studio/blog/new' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t.create }));
    expect(await screen.findByText(t.titleRequired)).toBeVisible();
    expect(screen.getByText(t.authorRequired)).toBeVisible();
    expect(screen.getByLabelText(t.fields.title)).toHaveFocus();

    await user.type(screen.getByLabelText(t.fields.title), 'A post');
    await user.selectOptions(
      screen.getByLabelText(t.fields.author),
      await screen.findByRole('option', { name: 'Amani' }),
    );
    await user.type(screen.getByLabelText(t.fields.slug), 'Not A Slug');
    await user.click(screen.getByRole('radio', { name: t.statuses.scheduled }));
    await user.click(screen.getByRole('button', { name: t.create }));
    expect(await screen.findByText(t.slugInvalid)).toBeVisible();
    expect(screen.getByText(t.publishAtRequired)).toBeVisible();
    expect(screen.getByText(t.timeZoneNote)).toBeVisible();
    expect(sent.filter((s) => s.method !== 'GET')).toEqual([]);
  });

  it("shows the server's refusal under its field (a taken slug)", async () => {
    const sent = fakeApi(({ method }) =>
      method === 'POST'
        ? { status: 409, body: { message: t.slugTaken, code: 'CONFLICT', errors: { slug: [t.slugTaken] } } }
        : { status: 500 },
    );
    renderWithProviders(<BlogEditorView id="new" />, { path: '/studio/blog/new' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(t.fields.title), 'A post');
    await user.selectOptions(
      screen.getByLabelText(t.fields.author),
      await screen.findByRole('option', { name: 'Amani' }),
    );
    await user.type(screen.getByLabelText(t.fields.slug), 'editing-tips');
    await user.click(screen.getByRole('button', { name: t.create }));
    expect(await screen.findByText(t.slugTaken)).toBeVisible();
    expect(screen.getByLabelText(t.fields.slug)).toHaveAttribute('aria-invalid', 'true');
    expect(sent.find((s) => s.method === 'POST')?.body).toMatchObject({
      title: 'A post',
      author: 'Amani',
      slug: 'editing-tips',
      status: 'draft',
      publishAt: null,
    });
  });

  it("previews the body as the server renders it, and sends a scheduled time as Nairobi's", async () => {
    const sent = fakeApi(({ url, method }) =>
      url.endsWith('/studio/blog/preview')
        ? { status: 200, body: { html: '<p>Rendered <strong>by the server</strong></p>' } }
        : method === 'POST'
          ? {
              status: 400,
              body: { message: t.publishAtPast, code: 'VALIDATION', errors: { publishAt: [t.publishAtPast] } },
            }
          : { status: 500 },
    );
    renderWithProviders(<BlogEditorView id="new" />, { path: '/studio/blog/new' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(t.fields.content), 'Some **Markdown**');
    await user.click(screen.getByRole('tab', { name: t.preview }));
    expect(await screen.findByText('by the server')).toBeVisible();
    expect(sent.find((s) => s.url.endsWith('/preview'))?.body).toEqual({ content: 'Some **Markdown**', sections: [] });

    await user.click(screen.getByRole('tab', { name: t.write }));
    await user.type(screen.getByLabelText(t.fields.title), 'Later');
    await user.selectOptions(
      screen.getByLabelText(t.fields.author),
      await screen.findByRole('option', { name: 'Amani' }),
    );
    await user.click(screen.getByRole('radio', { name: t.statuses.scheduled }));
    const when = screen.getByLabelText(t.fields.publishAt);
    // A time in the future (the form refuses past ones itself).
    await user.type(when, '2099-12-01T09:30');
    await user.click(screen.getByRole('button', { name: t.create }));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST' && s.url.endsWith('/studio/blog'))).toBe(true));
    expect(sent.find((s) => s.method === 'POST' && s.url.endsWith('/studio/blog'))?.body).toMatchObject({
      status: 'scheduled',
      publishAt: '2099-12-01T09:30:00+03:00',
    });
    expect(await screen.findByText(t.publishAtPast)).toBeVisible();
  });

  it('takes a cover on a new post before its first save, and uploads it once the post is saved (issue 23)', async () => {
    const post = studioPost({ _id: 'p1', title: 'A post', slug: 'a-post', author: 'Amani', coverAlt: '' });
    const sent = fakeApi(({ method, url }) =>
      method === 'POST' && url.endsWith('/studio/blog')
        ? { status: 201, body: { post } }
        : method === 'PUT' && url.endsWith('/studio/blog/p1/cover')
          ? {
              status: 200,
              body: {
                post: {
                  ...post,
                  coverAlt: 'Dunes',
                  cover: {
                    id: 'upload:c',
                    alt: 'Dunes',
                    width: 1600,
                    height: 900,
                    src: '/uploads/blog/c.jpg',
                    srcSetAvif: '',
                    srcSetWebp: '',
                    placeholder: '',
                  },
                },
              },
            }
          : { status: 200, body: { admins: [], invitations: [] } },
    );
    renderWithProviders(<BlogEditorView id="new" />, { path: '/studio/blog/new' });
    const user = userEvent.setup();
    expect(screen.queryByText(/Save the post first/)).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText(t.fields.cover), new File(['png'], 'dunes.png', { type: 'image/png' }));
    expect(screen.getByTestId('cover-preview')).toBeInTheDocument();
    await user.type(screen.getByLabelText(t.fields.title), 'A post');
    await user.selectOptions(
      screen.getByLabelText(t.fields.author),
      await screen.findByRole('option', { name: 'Amani' }),
    );
    await user.type(screen.getByLabelText(t.fields.coverAlt), 'Dunes');
    await user.click(screen.getByRole('button', { name: t.create }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    const changes = sent.filter((s) => s.method !== 'GET');
    expect(changes.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/studio/blog',
      'PUT /api/studio/blog/p1/cover',
    ]);
    const body = changes[1]!.body as FormData;
    expect((body.get('image') as File).name).toBe('dunes.png');
    expect(body.get('alt')).toBe('Dunes');
  });

  it('refuses a cover that is not a picture before anything is sent, on a new post too', async () => {
    const sent = fakeApi(() => ({ status: 200, body: { admins: [], invitations: [] } }));
    renderWithProviders(<BlogEditorView id="new" />, { path: '/studio/blog/new' });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText(t.fields.cover), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(t.coverType)).toBeVisible();
    expect(screen.queryByTestId('cover-preview')).not.toBeInTheDocument();
    expect(sent.filter((s) => s.method !== 'GET')).toEqual([]);
  });

  it('on a wide window shows the preview beside the text, under the title and author, following the typing (issue 23)', async () => {
    const media = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...media(query),
      matches: query === '(min-width: 1024px)',
      addEventListener() {},
      removeEventListener() {},
    })) as typeof window.matchMedia;
    try {
      const sent = fakeApi(({ url, body }) =>
        url.endsWith('/studio/blog/preview')
          ? {
              status: 200,
              body: {
                html: `<p>${(body as { content: string }).content.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</p>`,
              },
            }
          : { status: 200, body: { admins: [], invitations: [] } },
      );
      renderWithProviders(<BlogEditorView id="new" />, { path: '/studio/blog/new' });
      const user = userEvent.setup();
      // No tabs: both are on screen.
      expect(screen.queryByRole('tab', { name: t.preview })).not.toBeInTheDocument();
      const preview = screen.getByRole('region', { name: t.preview });
      await user.type(screen.getByLabelText(t.fields.title), 'Golden hour');
      await user.selectOptions(
        screen.getByLabelText(t.fields.author),
        await screen.findByRole('option', { name: 'Amani' }),
      );
      await user.type(screen.getByLabelText(t.fields.content), 'Light **matters**');
      await waitFor(() => expect(preview).toHaveTextContent('Light matters'));
      expect(preview.querySelector('strong')).toHaveTextContent('matters');
      expect(preview).toHaveTextContent('Golden hour');
      expect(preview).toHaveTextContent(t.byAuthor({ author: 'Amani' }));
      // Typing pauses before asking: far fewer previews than keystrokes.
      expect(sent.filter((s) => s.url.endsWith('/preview')).length).toBeLessThan('Light **matters**'.length);
    } finally {
      window.matchMedia = media;
    }
  });

  it('offers the staff as authors, and keeps a former author of an existing post as it is (issue 23)', async () => {
    const post = studioPost({
      _id: 'p9',
      title: 'An old post',
      slug: 'an-old-post',
      author: 'Guest Writer',
      content: 'Hello',
      status: 'published',
      publishAt: '2026-10-01T08:00:00.000Z',
    });
    const sent = fakeApi(({ method, url }) =>
      method === 'GET' && url.endsWith('/studio/blog/p9')
        ? { status: 200, body: { post } }
        : method === 'PUT'
          ? { status: 200, body: { post } }
          : { status: 500 },
    );
    renderWithProviders(<BlogEditorView id="p9" />, { path: '/studio/blog/p9' });
    const author = await screen.findByLabelText(t.fields.author);
    await screen.findByRole('option', { name: 'Amani' });
    expect(author.tagName).toBe('SELECT');
    expect(author).toHaveValue('Guest Writer');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      t.chooseAuthor,
      t.formerAuthor({ name: 'Guest Writer' }),
      'Amani',
      'Wanjiru',
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')?.body).toMatchObject({ author: 'Guest Writer' });
  });
});
