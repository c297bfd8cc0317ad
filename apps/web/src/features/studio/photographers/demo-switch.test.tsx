import { studioTexts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fakeStudio } from '../testing/fake-studio';
import { DemoSwitch } from './demo-switch';

afterEach(() => vi.unstubAllGlobals());

describe('DemoSwitch', () => {
  it('hides every demo photographer only after the confirmation, and shows them again at once', async () => {
    const server = fakeStudio({ demo: { count: 12, hidden: 0, visible: true } });
    renderWithProviders(<DemoSwitch />);
    const panel = await screen.findByRole('region', { name: studioTexts.demoTitle });
    expect(await within(panel).findByText(studioTexts.demoIntro({ count: 12 }))).toBeInTheDocument();
    expect(panel).toHaveTextContent(studioTexts.demoShown);

    const button = within(panel).getByRole('button', { name: studioTexts.demoHide });
    await userEvent.click(button);
    const confirm = await screen.findByRole('alertdialog', { name: studioTexts.demoConfirmTitle });
    expect(confirm).toHaveTextContent(studioTexts.demoConfirmDetail({ count: 12 }));
    await waitFor(() => expect(within(confirm).getByRole('button', { name: studioTexts.cancel })).toHaveFocus());
    await userEvent.click(within(confirm).getByRole('button', { name: studioTexts.cancel }));
    expect(server.sent).toEqual([]);

    await userEvent.click(button);
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: studioTexts.demoConfirmTitle })).getByRole('button', {
        name: studioTexts.demoHide,
      }),
    );
    await waitFor(() =>
      expect(server.sent).toEqual([{ method: 'PUT', url: '/api/studio/demo', body: { visible: false } }]),
    );
    expect(await screen.findByText(studioTexts.demoHiddenSaved)).toBeInTheDocument();
    expect(await within(panel).findByText(studioTexts.demoHiddenState)).toBeInTheDocument();

    // The same button, now showing them again: no confirmation needed.
    await userEvent.click(within(panel).getByRole('button', { name: studioTexts.demoShow }));
    await waitFor(() =>
      expect(server.sent[1]).toEqual({ method: 'PUT', url: '/api/studio/demo', body: { visible: true } }),
    );
    expect(await screen.findByText(studioTexts.demoShownSaved)).toBeInTheDocument();
    expect(await within(panel).findByText(studioTexts.demoShown)).toBeInTheDocument();
  });

  it('offers nothing when there are no demo photographers', async () => {
    fakeStudio({ demo: { count: 0, hidden: 0, visible: true } });
    renderWithProviders(<DemoSwitch />);
    expect(await screen.findByText(studioTexts.demoNone)).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: studioTexts.demoTitle });
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });
});
