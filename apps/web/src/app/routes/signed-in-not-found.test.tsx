import { accountAreaTexts, paths, STORAGE_KEYS } from '@studio/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session-store';
import { renderWithProviders } from '@/testing/render';
import { userFixture } from '@/testing/user-fixture';
import { loader as dashboardHomeLoader } from './dashboard-home';
import { Component as SignedInNotFound } from './signed-in-not-found';

afterEach(() => localStorage.removeItem(STORAGE_KEYS.user));

describe('a mistyped signed-in address (issue 23)', () => {
  it("shows a page of the app's own, with the way to the user's area and to the site, and no other area", () => {
    sessionStore.set(userFixture({ role: 'photographer' }));
    renderWithProviders(<SignedInNotFound />, { path: '/photographer-dashboard/portfolo' });
    expect(screen.getByRole('heading', { level: 1, name: accountAreaTexts.notFoundTitle })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: accountAreaTexts.photographer })).toHaveAttribute(
      'href',
      paths.photographerDashboard,
    );
    expect(screen.getByRole('link', { name: accountAreaTexts.backToSite })).toHaveAttribute('href', paths.home);
    expect(screen.queryByRole('link', { name: accountAreaTexts.client })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: accountAreaTexts.admin })).not.toBeInTheDocument();
  });
});

describe('/dashboard is the client search (issue 23)', () => {
  const landing = () => {
    try {
      return dashboardHomeLoader();
    } catch (thrown) {
      return (thrown as Response).headers.get('location');
    }
  };

  it('sends a photographer and studio staff to their own area, and lets a client (or a stale session) stay', () => {
    sessionStore.set(userFixture({ role: 'photographer' }));
    expect(landing()).toBe(paths.photographerDashboard);
    sessionStore.set(userFixture({ role: 'admin' }));
    expect(landing()).toBe(paths.studio);
    sessionStore.set(userFixture({ role: 'client' }));
    expect(landing()).toBeNull();
    sessionStore.clear();
    expect(landing()).toBeNull();
  });
});
