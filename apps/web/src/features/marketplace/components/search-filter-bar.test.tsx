import { act } from '@testing-library/react';
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
});
