import { accountAreaTexts, paths } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DashboardShell } from './dashboard-shell';

describe('DashboardShell (issue 23)', () => {
  it('leads back to the site, never to the client search, and carries the account menu in its top bar', () => {
    renderWithProviders(
      <DashboardShell dark={false} onToggleDark={() => {}} account={<button type="button">Account of Njeri</button>}>
        <p>Page</p>
      </DashboardShell>,
      { path: paths.photographerDashboard },
    );
    const back = screen.getAllByRole('link', { name: accountAreaTexts.backToSite });
    // The sidebar's (wide screens) and the top bar's (phones).
    expect(back).toHaveLength(2);
    for (const link of back) expect(link).toHaveAttribute('href', paths.home);
    expect(screen.queryByRole('link', { name: 'Back to dashboard' })).not.toBeInTheDocument();
    expect(
      screen.getAllByRole('link').some((l) => l.getAttribute('href') === paths.dashboard),
      'no link to the client dashboard',
    ).toBe(false);
    // One top bar for every width: the account menu once.
    expect(screen.getAllByRole('button', { name: 'Account of Njeri' })).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Photographer dashboard' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', paths.photographerDashboard);
  });
});
