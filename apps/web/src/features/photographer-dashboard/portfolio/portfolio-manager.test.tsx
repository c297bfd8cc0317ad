import { portfolioTexts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { installFakeXhr } from '@/testing/fake-xhr';
import { photographerFixture, routeFetch } from '../testing/fixtures';
import { PortfolioManager } from './portfolio-manager';
import { ToastProvider } from '@/components/ui/toasts';

const renderPage = () =>
  renderWithProviders(
    <ToastProvider>
      <PortfolioManager />
    </ToastProvider>,
  );

let restoreXhr = () => {};

/** Types a value at once (pasting), as typing each character is slow in jsdom. */
async function fill(label: string, value: string) {
  const field = screen.getByLabelText(label);
  await userEvent.click(field);
  await userEvent.paste(value);
}
afterEach(() => restoreXhr());

/** docs/rules/history.md#issue-23: what a new profile needs, and nothing else. */
const requiredMessages = [
  portfolioTexts.required.name,
  portfolioTexts.required.speciality,
  portfolioTexts.required.location,
  portfolioTexts.photoRequired,
];
/** No portfolio until the create form's POST, which answers `saved`; the page rendered. */
function createMode(saved: ReturnType<typeof photographerFixture>) {
  let portfolio: unknown = null;
  const { fetchImpl } = routeFetch({
    'GET /api/photographers/portfolio': () => ({ status: 200, body: { success: true, photographer: portfolio } }),
  });
  vi.stubGlobal('fetch', fetchImpl);
  const xhr = installFakeXhr(() => {
    portfolio = saved;
    return { status: 201, body: { success: true, photographer: saved, message: 'Portfolio created.' } };
  });
  restoreXhr = xhr.restore;
  renderPage();
  return xhr;
}
const photo = (name = 'sunset.jpg') => new File(['jpeg'], name, { type: 'image/jpeg' });

describe('PortfolioManager', () => {
  it('create mode: an empty submit asks for a name, a speciality, a location and one photograph, and sends nothing', async () => {
    const { fetchImpl } = routeFetch({
      'GET /api/photographers/portfolio': { status: 200, body: { success: true, photographer: null } },
    });
    vi.stubGlobal('fetch', fetchImpl);
    const xhr = installFakeXhr(() => ({ status: 500 }));
    restoreXhr = xhr.restore;
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Create portfolio' }));
    for (const message of requiredMessages) expect(screen.getByText(message)).toBeInTheDocument();
    // Nothing else is asked for: website, video and the rest are optional.
    for (const message of [
      portfolioTexts.required.website,
      portfolioTexts.required.video,
      portfolioTexts.required.email,
    ])
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(xhr.sent).toHaveLength(0);
    // Each message is tied to its field and the first field takes focus (an effect, after the
    // messages have rendered: waited for, since a loaded machine may run it a moment later).
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    const photos = screen.getByLabelText('Choose photographs');
    expect(photos).toHaveAttribute('aria-invalid', 'true');
    expect(photos).toHaveAccessibleDescription(expect.stringContaining(portfolioTexts.photoRequired));
    expect(screen.getByLabelText(/^Video/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Video/)).toHaveAttribute('accept', 'video/*');
    // Typing in a field clears its message; choosing a photograph clears its own.
    await userEvent.type(screen.getByLabelText('Name'), 'W');
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    await userEvent.upload(photos, photo());
    expect(screen.queryByText(portfolioTexts.photoRequired)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of sunset.jpg' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  }, 20_000);

  it('create with the least a profile needs: the photographs go with the form, then update mode', async () => {
    const saved = photographerFixture({ email: 'account@example.com', website: '', instagram: '', video: null });
    const xhr = createMode(saved);

    await screen.findByLabelText('Name');
    await fill('Name', saved.name);
    await userEvent.selectOptions(screen.getByLabelText('Speciality'), 'Wedding');
    await userEvent.selectOptions(screen.getByLabelText('Location'), 'Nairobi');
    await userEvent.upload(screen.getByLabelText('Choose photographs'), [photo('one.jpg'), photo('two.jpg')]);
    await userEvent.click(screen.getByRole('button', { name: 'Leave out two.jpg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create portfolio' }));

    expect(await screen.findByText(portfolioTexts.saved)).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(1);
    expect(xhr.sent[0]!.method).toBe('POST');
    expect(xhr.sent[0]!.url).toBe('/api/photographers/portfolio');
    expect(xhr.sent[0]!.body.getAll('image').map((f) => (f as File).name)).toEqual(['one.jpg']);
    expect(xhr.sent[0]!.body.has('video')).toBe(false);
    expect(xhr.sent[0]!.body.get('speciality')).toBe('Wedding');
    expect(xhr.sent[0]!.body.get('website')).toBe('');

    // Update mode: the form keeps the values, the photographs have their own panel, and the delete is offered.
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue(saved.name);
    expect(screen.getByRole('heading', { name: 'Photographs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete portfolio' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  }, 20_000);

  it('create with every detail: the video and the photographs go with the form, and what the server understood shows', async () => {
    const saved = photographerFixture({ gallery: [], images: [] });
    const xhr = createMode(saved);

    await screen.findByLabelText('Name');
    await fill('Name', saved.name);
    await fill('Email (optional)', saved.email);
    await fill('Phone (optional)', saved.phone);
    await fill('Website (optional)', saved.website);
    await fill('Instagram (optional)', '@wanjiru.frames');
    await userEvent.selectOptions(screen.getByLabelText('Speciality'), 'Wedding');
    await userEvent.selectOptions(screen.getByLabelText('Location'), 'Nairobi');
    await fill('Price (optional)', saved.price);
    // docs/rules/photographers-and-portfolios.md#kenyan-marketplace: read as it is typed, in the currency written (never "from $659").
    expect(screen.getByText('from Ksh 85,000')).toBeInTheDocument();
    await fill('Experience (optional)', saved.experience);
    await fill('Message (optional)', saved.message);
    await userEvent.upload(screen.getByLabelText(/^Video/), new File(['x'], 'reel.mp4', { type: 'video/mp4' }));
    await userEvent.upload(screen.getByLabelText('Choose photographs'), photo());
    await userEvent.click(screen.getByRole('button', { name: 'Create portfolio' }));

    expect(await screen.findByText(portfolioTexts.saved)).toBeInTheDocument();
    const body = xhr.sent[0]!.body;
    expect((body.get('video') as File).name).toBe('reel.mp4');
    expect(body.getAll('image')).toHaveLength(1);
    expect(body.get('instagram')).toBe('@wanjiru.frames');
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(screen.getByText('from Ksh 85,000')).toBeInTheDocument();
    expect(screen.getByText('8 years')).toBeInTheDocument();
    vi.unstubAllGlobals();
  }, 20_000);

  it('update mode: no video is required or sent unless a new one is chosen; errors become toasts', async () => {
    const existing = photographerFixture();
    const { fetchImpl } = routeFetch({
      'GET /api/photographers/portfolio': { status: 200, body: { success: true, photographer: existing } },
    });
    vi.stubGlobal('fetch', fetchImpl);
    const answers = [
      { status: 200, body: { success: false, photographer: existing, message: 'Nothing changed' } },
      { status: 403, body: { message: 'You can only change your own portfolio.', code: 'FORBIDDEN' } },
      { status: 500, body: { message: 'boom', code: 'INTERNAL' } },
    ];
    const xhr = installFakeXhr(() => answers.shift()!);
    restoreXhr = xhr.restore;
    renderPage();

    const save = await screen.findByRole('button', { name: 'Save changes' });
    await userEvent.click(save);
    expect(await screen.findByText('Error: Nothing changed')).toBeInTheDocument();
    expect(xhr.sent[0]!.method).toBe('PUT');
    expect(xhr.sent[0]!.url).toBe(`/api/photographers/portfolio/${existing._id}`);
    expect(xhr.sent[0]!.body.has('video')).toBe(false);

    await userEvent.click(save);
    expect(await screen.findByText('Error: You can only change your own portfolio.')).toBeInTheDocument();
    await userEvent.click(save);
    expect(await screen.findByText(portfolioTexts.serverError)).toBeInTheDocument();
    expect(within(screen.getByRole('alert', { name: 'Errors' })).getAllByRole('listitem')).toHaveLength(3);
    vi.unstubAllGlobals();
  }, 20_000);

  it("update mode: busy while saving; the server's field messages land under their fields and the first takes focus", async () => {
    const existing = photographerFixture();
    const { fetchImpl } = routeFetch({
      'GET /api/photographers/portfolio': { status: 200, body: { success: true, photographer: existing } },
    });
    vi.stubGlobal('fetch', fetchImpl);
    let answer!: (a: { status: number; body: unknown }) => void;
    const xhr = installFakeXhr(() => new Promise((resolve) => (answer = resolve)));
    restoreXhr = xhr.restore;
    renderPage();

    const save = await screen.findByRole('button', { name: 'Save changes' });
    const video = screen.getByLabelText(/^Video/);
    // A chosen file is checked at once; another file replaces the message.
    await userEvent.upload(video, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(video).toHaveAccessibleDescription(expect.stringContaining(portfolioTexts.videoType));
    await userEvent.upload(video, new File(['x'], 'reel.mp4', { type: 'video/mp4' }));
    expect(video).not.toHaveAttribute('aria-invalid');

    await userEvent.click(save);
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByLabelText('Email (optional)')).toBeDisabled();
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();

    answer({
      status: 400,
      body: {
        message: 'Email is invalid.',
        code: 'VALIDATION',
        errors: { email: ['Email is invalid.'], video: ['Bad'] },
      },
    });
    expect(await screen.findByText('Error: Email is invalid.')).toBeInTheDocument();
    const email = screen.getByLabelText('Email (optional)');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Email is invalid.'));
    expect(email).toHaveFocus();
    expect(video).toHaveAccessibleDescription(expect.stringContaining('Bad'));
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    // Typing in a field clears its own message only.
    await userEvent.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(video).toHaveAttribute('aria-invalid', 'true');
    vi.unstubAllGlobals();
  }, 20_000);

  it('delete asks first, then returns to create mode with the form cleared', async () => {
    let portfolio: unknown = photographerFixture();
    const { fetchImpl, calls } = routeFetch({
      'GET /api/photographers/portfolio': () => ({ status: 200, body: { success: true, photographer: portfolio } }),
      [`DELETE /api/photographers/portfolio/${photographerFixture()._id}`]: () => {
        portfolio = null;
        return { status: 200, body: { success: true, message: 'Portfolio deleted.' } };
      },
    });
    vi.stubGlobal('fetch', fetchImpl);
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete portfolio' }));
    const dialog = screen.getByRole('alertdialog', { name: portfolioTexts.confirmDelete });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete portfolio' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: portfolioTexts.confirmDelete })).getByRole('button', {
        name: 'Delete portfolio',
      }),
    );
    expect(await screen.findByText(portfolioTexts.deleted)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create portfolio' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Speciality')).toHaveValue('');
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    vi.unstubAllGlobals();
  }, 20_000);
});
