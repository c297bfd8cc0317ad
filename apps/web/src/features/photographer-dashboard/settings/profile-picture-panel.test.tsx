import { photographerDashboardTexts } from '@studio/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { routeFetch } from '../testing/fixtures';
import { ProfilePicturePanel } from './profile-picture-panel';

afterEach(() => vi.unstubAllGlobals());

describe('ProfilePicturePanel', () => {
  it("says 'No profile picture found.' and 'Failed to load profile image.'", async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({ 'GET /api/photographers/profile': { status: 200, body: { data: { profilePicture: null } } } })
        .fetchImpl,
    );
    const first = renderWithProviders(<ProfilePicturePanel />);
    expect(await screen.findByText(photographerDashboardTexts.profilePicture.missing)).toBeInTheDocument();
    first.unmount();
    vi.stubGlobal(
      'fetch',
      routeFetch({ 'GET /api/photographers/profile': { status: 500, body: { message: 'x', code: 'INTERNAL' } } })
        .fetchImpl,
    );
    renderWithProviders(<ProfilePicturePanel />);
    expect(
      await screen.findByText(photographerDashboardTexts.profilePicture.failure, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  }, 20_000);
});
