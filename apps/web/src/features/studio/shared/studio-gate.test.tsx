import { studioMailTexts, studioTexts } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session-store';
import { renderWithProviders } from '@/testing/render';
import { userFixture } from '@/testing/user-fixture';
import { fakeStudio } from '../testing/fake-studio';
import { StudioGate } from './studio-gate';
import { StudioShell } from './studio-shell';

afterEach(() => vi.unstubAllGlobals());

const console = (
  <StudioGate>
    <StudioShell account={<p>Account menu</p>}>
      <p>The console</p>
    </StudioShell>
  </StudioGate>
);

describe('StudioGate and StudioShell', () => {
  it('tells a signed-in client the console is not for them, with the way back to the site', async () => {
    const server = fakeStudio();
    sessionStore.set(userFixture({ role: 'client' }));
    renderWithProviders(console, { path: '/studio' });
    expect(screen.getByRole('heading', { level: 1, name: studioTexts.noAccessTitle })).toBeInTheDocument();
    expect(screen.getByText(studioTexts.noAccessBody)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: studioTexts.backToSite })).toHaveAttribute('href', '/');
    expect(screen.queryByText('The console')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(server.asked).toEqual([]);
  });

  it('is not for photographers either', () => {
    fakeStudio();
    sessionStore.set(userFixture({ role: 'photographer' }));
    renderWithProviders(console, { path: '/studio/photographers' });
    expect(screen.getByRole('heading', { name: studioTexts.noAccessTitle })).toBeInTheDocument();
  });

  it('gives studio staff the console: its pages, the reports waiting, the account menu', async () => {
    fakeStudio({
      overview: {
        photographers: 40,
        hidden: 2,
        featured: 6,
        reports: 3,
        attention: { messages: 0, tickets: 0, reports: 3, bookings: 0, subscribers: 0 },
        since: '2026-11-20T08:00:00.000Z',
      },
    });
    sessionStore.set(userFixture({ role: 'admin', username: 'studio' }));
    renderWithProviders(console, { path: '/studio/reviews' });
    expect(screen.getByText('The console')).toBeInTheDocument();
    const [nav] = screen.getAllByRole('navigation', { name: studioTexts.consoleTitle });
    const links = within(nav!).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/studio',
      '/studio/photographers',
      '/studio/reviews',
      '/studio/bookings',
      '/studio/galleries',
      '/studio/payments',
      '/studio/content',
      '/studio/blog',
      '/studio/inbox',
      '/studio/newsletter',
      '/studio/support',
      '/studio/help-articles',
      '/studio/staff',
      '/studio/audit',
    ]);
    expect(
      await within(nav!).findByRole('link', {
        name: `${studioMailTexts.inboxNav}, ${studioMailTexts.inboxUnread({ count: 2 })}`,
      }),
    ).toBeInTheDocument();
    expect(
      await within(nav!).findByRole('link', {
        name: `${studioTexts.nav.reviews}, ${studioTexts.reportsWaiting({ count: 3 })}`,
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByText('Account menu').length).toBeGreaterThan(0);
  });

  it('opens and closes its menu on phones', async () => {
    fakeStudio();
    sessionStore.set(userFixture({ role: 'admin' }));
    renderWithProviders(console, { path: '/studio' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('studio-console-menu')).toBeInTheDocument();
    await userEvent.click(
      within(document.getElementById('studio-console-menu')!).getByRole('link', { name: studioTexts.nav.audit }),
    );
    expect(document.getElementById('studio-console-menu')).not.toBeInTheDocument();
  });
});
