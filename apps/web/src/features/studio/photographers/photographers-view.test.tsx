import { studioTexts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fakeStudio, studioPhotographer } from '../testing/fake-studio';
import { PhotographersView } from './photographers-view';

afterEach(() => vi.unstubAllGlobals());

const wanjiru = studioPhotographer();
const baraka = studioPhotographer({
  _id: '7d1c2b3a-0000-4000-8000-000000000002',
  name: 'Baraka Otieno',
  email: 'baraka@example.com',
  location: 'Mombasa',
  speciality: 'Portrait',
  featured: true,
  demo: true,
  reviewCount: 1,
  hidden: { at: '2026-11-15T08:00:00.000Z', reason: 'Stock photos passed off as his own.', kind: 'moderation' },
});

const rows = async () =>
  within(await screen.findByRole('list', { name: studioTexts.results({ count: 2 }) })).getAllByRole('listitem');
const row = async (name: string) => (await rows()).find((r) => within(r).queryByRole('heading', { name }))!;

describe('PhotographersView', () => {
  it('lists each photographer with e-mail, place, speciality, reviews and badges', async () => {
    fakeStudio({ photographers: [wanjiru, baraka] });
    renderWithProviders(<PhotographersView />, { path: '/studio/photographers' });
    expect(await screen.findByRole('heading', { level: 1, name: studioTexts.photographersTitle })).toBeInTheDocument();
    const [first, second] = await rows();
    expect(first).toHaveTextContent('Wanjiru Kamau');
    expect(first).toHaveTextContent('wanjiru@example.com');
    expect(first).toHaveTextContent('Nairobi');
    expect(first).toHaveTextContent('Wedding');
    expect(first).toHaveTextContent(studioTexts.reviewsCount({ count: 3 }));
    expect(first).not.toHaveTextContent(studioTexts.hiddenBadge);
    expect(within(first!).getByRole('link', { name: 'Wanjiru Kamau' })).toHaveAttribute(
      'href',
      `/photographer/${wanjiru._id}`,
    );
    expect(within(first!).getByRole('button', { name: `${studioTexts.hide}: Wanjiru Kamau` })).toBeInTheDocument();

    expect(second).toHaveTextContent(studioTexts.reviewsCount({ count: 1 }));
    const badges = within(second!)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.trim());
    expect(badges).toEqual([studioTexts.featuredBadge, studioTexts.hiddenBadge, studioTexts.demoBadge]);
    expect(second).toHaveTextContent(studioTexts.hiddenReasonShown({ reason: 'Stock photos passed off as his own.' }));
    expect(within(second!).getByRole('button', { name: `${studioTexts.restore}: Baraka Otieno` })).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: `${studioTexts.feature}: Baraka Otieno` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('asks for what the address says, and searching and filtering change the address', async () => {
    const server = fakeStudio({ photographers: [wanjiru, baraka] });
    renderWithProviders(<PhotographersView />, { path: '/studio/photographers?q=nai&state=listed' });
    expect(await screen.findByRole('list', { name: studioTexts.results({ count: 1 }) })).toHaveTextContent(
      'Wanjiru Kamau',
    );
    expect(server.asked).toContain('/api/studio/photographers?q=nai&state=listed');
    expect(screen.getByRole('searchbox', { name: studioTexts.searchLabel })).toHaveValue('nai');
    expect(screen.getByRole('link', { name: studioTexts.states.listed })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(screen.getByRole('link', { name: studioTexts.states.hidden }));
    expect(await screen.findByRole('heading', { name: studioTexts.results({ count: 0 }) })).toBeInTheDocument();
    expect(server.asked).toContain('/api/studio/photographers?q=nai&state=hidden');

    const box = screen.getByRole('searchbox', { name: studioTexts.searchLabel });
    await userEvent.clear(box);
    await userEvent.type(box, 'Mombasa');
    await userEvent.click(screen.getByRole('button', { name: studioTexts.searchSubmit }));
    expect(await screen.findByRole('list', { name: studioTexts.results({ count: 1 }) })).toHaveTextContent(
      'Baraka Otieno',
    );
    expect(server.asked).toContain('/api/studio/photographers?q=Mombasa&state=hidden');
  });

  it('features and unfeatures with a pressed toggle', async () => {
    const server = fakeStudio({ photographers: [wanjiru, baraka] });
    renderWithProviders(<PhotographersView />);
    const toggle = within(await row('Wanjiru Kamau')).getByRole('button', {
      name: `${studioTexts.feature}: Wanjiru Kamau`,
    });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(server.sent).toEqual([
        { method: 'POST', url: `/api/studio/photographers/${wanjiru._id}/featured`, body: { featured: true } },
      ]),
    );
    expect(await screen.findByText(studioTexts.featuredSaved({ name: 'Wanjiru Kamau' }))).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(toggle);
    await waitFor(() => expect(server.sent[1]).toMatchObject({ body: { featured: false } }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
  });

  it('hides a listing through the dialog: the reason is required, the server’s message stands under it', async () => {
    let refuseOnce = true;
    const server = fakeStudio({
      photographers: [wanjiru, baraka],
      refuse: ({ url }) => {
        if (!url.endsWith('/hide') || !refuseOnce) return undefined;
        refuseOnce = false;
        return {
          status: 400,
          body: { message: 'Invalid input', code: 'VALIDATION', errors: { reason: ['Name the term it breaks.'] } },
        };
      },
    });
    renderWithProviders(<PhotographersView />);
    await userEvent.click(
      within(await row('Wanjiru Kamau')).getByRole('button', { name: `${studioTexts.hide}: Wanjiru Kamau` }),
    );
    const dialog = await screen.findByRole('dialog', { name: studioTexts.hideTitle({ name: 'Wanjiru Kamau' }) });
    const reason = within(dialog).getByLabelText(studioTexts.hideReasonLabel);
    await waitFor(() => expect(reason).toHaveFocus());

    await userEvent.click(within(dialog).getByRole('button', { name: studioTexts.hideConfirm }));
    expect(await within(dialog).findByText(studioTexts.reasonRequired)).toBeInTheDocument();
    expect(server.sent).toEqual([]);

    await userEvent.type(reason, 'Breaks the terms.');
    await userEvent.click(within(dialog).getByRole('button', { name: studioTexts.hideConfirm }));
    const message = await within(dialog).findByText('Name the term it breaks.');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason.getAttribute('aria-describedby')).toContain(message.closest('p')!.id);
    await waitFor(() => expect(reason).toHaveFocus());
    expect(server.sent).toHaveLength(1);

    await userEvent.type(reason, ' Term 4: stolen work.');
    await userEvent.click(within(dialog).getByRole('button', { name: studioTexts.hideConfirm }));
    await waitFor(() =>
      expect(server.sent[1]).toEqual({
        method: 'POST',
        url: `/api/studio/photographers/${wanjiru._id}/hide`,
        body: { reason: 'Breaks the terms. Term 4: stolen work.' },
      }),
    );
    expect(await screen.findByText(studioTexts.hidden({ name: 'Wanjiru Kamau' }))).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    const restore = await screen.findByRole('button', { name: `${studioTexts.restore}: Wanjiru Kamau` });
    await waitFor(() => expect(restore).toHaveFocus());
    expect(await row('Wanjiru Kamau')).toHaveTextContent(
      studioTexts.hiddenReasonShown({ reason: 'Breaks the terms. Term 4: stolen work.' }),
    );
  });

  it('cancelling the dialog sends nothing and gives focus back to Hide listing', async () => {
    const server = fakeStudio({ photographers: [wanjiru, baraka] });
    renderWithProviders(<PhotographersView />);
    const hide = within(await row('Wanjiru Kamau')).getByRole('button', { name: `${studioTexts.hide}: Wanjiru Kamau` });
    await userEvent.click(hide);
    const dialog = await screen.findByRole('dialog', { name: studioTexts.hideTitle({ name: 'Wanjiru Kamau' }) });
    await userEvent.click(within(dialog).getByRole('button', { name: studioTexts.cancel }));
    await waitFor(() => expect(hide).toHaveFocus());
    expect(server.sent).toEqual([]);
  });

  it('restores a hidden listing', async () => {
    const server = fakeStudio({ photographers: [wanjiru, baraka] });
    renderWithProviders(<PhotographersView />);
    await userEvent.click(
      within(await row('Baraka Otieno')).getByRole('button', { name: `${studioTexts.restore}: Baraka Otieno` }),
    );
    await waitFor(() =>
      expect(server.sent).toEqual([
        { method: 'POST', url: `/api/studio/photographers/${baraka._id}/restore`, body: undefined },
      ]),
    );
    expect(await screen.findByText(studioTexts.restored({ name: 'Baraka Otieno' }))).toBeInTheDocument();
    const hide = await screen.findByRole('button', { name: `${studioTexts.hide}: Baraka Otieno` });
    await waitFor(() => expect(hide).toHaveFocus());
    expect(await row('Baraka Otieno')).not.toHaveTextContent(studioTexts.hiddenBadge);
  });

  it('says so when nothing matches', async () => {
    fakeStudio({ photographers: [] });
    renderWithProviders(<PhotographersView />, { path: '/studio/photographers?state=featured' });
    expect(await screen.findByText(studioTexts.none)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: studioTexts.showAll })).toBeInTheDocument();
  });
});
