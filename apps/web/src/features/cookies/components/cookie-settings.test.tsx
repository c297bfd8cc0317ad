import { cookieSettingsTexts, STORAGE_KEYS } from '@studio/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { CookieSettings } from './cookie-settings';

const saved = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.cookiePreferences) ?? 'null');

describe('CookieSettings', () => {
  it('keeps essential cookies on and locked, and hides the optional ones until accepted', async () => {
    renderWithProviders(<CookieSettings />);
    const essential = screen.getByLabelText(/Essential cookies/);
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    expect(screen.queryByLabelText('Analytics cookies')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Marketing cookies')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(cookieSettingsTexts.accept));
    expect(screen.getByLabelText('Analytics cookies')).toBeChecked();
    expect(screen.getByLabelText('Marketing cookies')).toBeChecked();
    await userEvent.click(screen.getByLabelText(cookieSettingsTexts.accept));
    expect(screen.queryByLabelText('Analytics cookies')).not.toBeInTheDocument();
  });

  it('saves {essential, analytics, marketing} under cookiePreferences and says so', async () => {
    renderWithProviders(<CookieSettings />);
    await userEvent.click(screen.getByLabelText(cookieSettingsTexts.accept));
    await userEvent.click(screen.getByLabelText('Marketing cookies'));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(saved()).toEqual({ essential: true, analytics: true, marketing: false });
    expect(screen.getByRole('status')).toHaveTextContent(cookieSettingsTexts.saved);
    // Changing anything again hides the message until the next save.
    await userEvent.click(screen.getByLabelText('Analytics cookies'));
    expect(screen.queryByText(cookieSettingsTexts.saved)).not.toBeInTheDocument();
  });

  it('saves nothing optional without acceptance', async () => {
    renderWithProviders(<CookieSettings />);
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(saved()).toEqual({ essential: true, analytics: false, marketing: false });
  });

  it('shows the saved choice when the visitor returns, and survives unreadable storage', async () => {
    localStorage.setItem(
      STORAGE_KEYS.cookiePreferences,
      JSON.stringify({ essential: true, analytics: false, marketing: true }),
    );
    const { unmount } = renderWithProviders(<CookieSettings />);
    expect(await screen.findByLabelText('Marketing cookies')).toBeChecked();
    expect(screen.getByLabelText('Analytics cookies')).not.toBeChecked();
    expect(screen.getByLabelText(cookieSettingsTexts.accept)).toBeChecked();
    unmount();

    localStorage.setItem(STORAGE_KEYS.cookiePreferences, '{not json');
    renderWithProviders(<CookieSettings />);
    expect(screen.getByLabelText(cookieSettingsTexts.accept)).not.toBeChecked();
  });
});
