import { exchangeRateTexts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fakeStudio } from '../testing/fake-studio';
import { ExchangeRatePanel } from './exchange-rate-panel';

afterEach(() => vi.unstubAllGlobals());

const panel = () => screen.findByRole('region', { name: exchangeRateTexts.title });

describe('ExchangeRatePanel (D30)', () => {
  it('shows the rate and its date, and saves a new one', async () => {
    const server = fakeStudio({ rate: { kesPerUsd: 129, updatedAt: '2026-11-20T08:00:00.000Z' } });
    renderWithProviders(<ExchangeRatePanel />);
    const region = await panel();
    expect(await within(region).findByText('KES 129 per US dollar, set on 20 Nov 2026.')).toBeInTheDocument();
    const field = within(region).getByLabelText(exchangeRateTexts.label);
    expect(field).toHaveValue('129');

    await userEvent.clear(field);
    await userEvent.type(field, '131.50');
    await userEvent.click(within(region).getByRole('button', { name: exchangeRateTexts.save }));
    await waitFor(() =>
      expect(server.sent).toEqual([{ method: 'PUT', url: '/api/studio/exchange-rate', body: { kesPerUsd: 131.5 } }]),
    );
    expect(await screen.findByText(exchangeRateTexts.saved)).toBeInTheDocument();
    expect(await within(region).findByText('KES 131.5 per US dollar, set on 27 Nov 2026.')).toBeInTheDocument();
  });

  it('says when the default was never set', async () => {
    fakeStudio();
    renderWithProviders(<ExchangeRatePanel />);
    expect(
      await within(await panel()).findByText('KES 129 per US dollar (the default, never set).'),
    ).toBeInTheDocument();
  });

  it.each(['12.9', '1290', 'abc', '129,50', '', '129.555'])(
    'refuses %j under the field and sends nothing',
    async (typed) => {
      const server = fakeStudio();
      renderWithProviders(<ExchangeRatePanel />);
      const region = await panel();
      const field = await within(region).findByLabelText(exchangeRateTexts.label);
      await userEvent.clear(field);
      if (typed) await userEvent.type(field, typed);
      await userEvent.click(within(region).getByRole('button', { name: exchangeRateTexts.save }));
      expect(await within(region).findByText(exchangeRateTexts.invalid)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveFocus();
      expect(server.sent).toEqual([]);
    },
  );

  it("shows the server's refusal under the field", async () => {
    fakeStudio({
      refuse: () => ({
        status: 400,
        body: { message: 'Validation failed', code: 'VALIDATION', errors: { kesPerUsd: [exchangeRateTexts.invalid] } },
      }),
    });
    renderWithProviders(<ExchangeRatePanel />);
    const region = await panel();
    const field = await within(region).findByLabelText(exchangeRateTexts.label);
    await userEvent.clear(field);
    await userEvent.type(field, '140');
    await userEvent.click(within(region).getByRole('button', { name: exchangeRateTexts.save }));
    expect(await within(region).findByText(exchangeRateTexts.invalid)).toBeInTheDocument();
  });
});
