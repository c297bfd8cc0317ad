import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { emptyFilters } from '../utils/search-filters';
import { SearchFilterBar } from './search-filter-bar';

describe('SearchFilterBar', () => {
  it('takes over what was typed and chosen before the scripts ran, as it hydrates', async () => {
    const props = {
      action: '/photographers',
      filters: emptyFilters,
      text: '',
      onTextBlur: () => {},
      onSubmit: () => {},
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <SearchFilterBar {...props} onTextChange={() => {}} onFilterChange={() => {}} />,
    );
    document.body.append(container);
    (container.querySelector('input[name="q"]') as HTMLInputElement).value = 'wedding';
    (container.querySelector('select[name="location"]') as HTMLSelectElement).value = 'Mombasa';

    const onTextChange = vi.fn();
    const onFilterChange = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <SearchFilterBar {...props} onTextChange={onTextChange} onFilterChange={onFilterChange} />,
      );
    });
    expect(onTextChange).toHaveBeenCalledWith('wedding');
    expect(onFilterChange).toHaveBeenCalledWith('location', 'Mombasa');
    expect(onFilterChange).toHaveBeenCalledTimes(1);
    container.remove();
  });

  const bar = (over: Partial<Parameters<typeof SearchFilterBar>[0]> = {}) => {
    const onFilterChange = vi.fn();
    render(
      <SearchFilterBar
        action="/photographers"
        filters={emptyFilters}
        text=""
        onTextChange={() => {}}
        onTextBlur={() => {}}
        onSubmit={() => {}}
        onFilterChange={onFilterChange}
        {...over}
      />,
    );
    return onFilterChange;
  };
  const optionsOf = (label: string) =>
    within(screen.getByLabelText(label))
      .getAllByRole('option')
      .map((o) => o.textContent);

  it('offers Kenyan places and price ranges in shillings (D30)', () => {
    bar();
    expect(optionsOf('Location')).toEqual([
      'Any location',
      'Nairobi',
      'Mombasa',
      'Kisumu',
      'Nakuru',
      'Eldoret',
      'Naivasha',
      'Diani',
      'Nanyuki',
      'Anywhere in Kenya',
    ]);
    expect(optionsOf('Price range')).toEqual([
      'Any price',
      'Under Ksh\u00a020,000',
      'Ksh\u00a020,000 - 50,000',
      'Ksh\u00a050,000 - 100,000',
      'Ksh\u00a0100,000 - 200,000',
      'Over Ksh\u00a0200,000',
    ]);
    expect(optionsOf('Show prices in')).toEqual(['Shillings (KES)', 'Dollars (USD)']);
  });

  it('in the US dollar view, labels the same KES ranges in dollars at the studio rate, and says which rate', () => {
    bar({
      filters: { ...emptyFilters, currency: 'USD' },
      rate: { kesPerUsd: 125, updatedAt: '2026-11-27T09:00:00.000Z' },
    });
    expect(optionsOf('Price range')).toEqual([
      'Any price',
      'Under US$160',
      'US$160 - US$400',
      'US$400 - US$800',
      'US$800 - US$1,600',
      'Over US$1,600',
    ]);
    expect(screen.getByLabelText('Price range').querySelector('option[value="50000-100000"]')).toHaveTextContent(
      'US$400 - US$800',
    );
    expect(
      screen.getByText('Prices are compared in shillings; US dollars count at KES 125 (rate of 27 Nov 2026).'),
    ).toBeInTheDocument();
  });

  it('choosing a currency or a range reports it by name and value', async () => {
    const onFilterChange = bar();
    await userEvent.selectOptions(screen.getByLabelText('Show prices in'), 'Dollars (USD)');
    expect(onFilterChange).toHaveBeenCalledWith('currency', 'USD');
    await userEvent.selectOptions(
      screen.getByLabelText('Price range'),
      screen.getByRole('option', { name: 'Ksh\u00a020,000 - 50,000' }),
    );
    expect(onFilterChange).toHaveBeenCalledWith('price', '20000-50000');
  });
});
