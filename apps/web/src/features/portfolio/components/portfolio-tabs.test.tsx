import type { PortfolioTab, StudioContent } from '@studio/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { studioContentQuery } from '@/lib/studio-content';
import { PortfolioTabs } from './portfolio-tabs';

const content = {
  portfolio: {
    intro: { eyebrow: 'Portfolio', title: 'Work', lead: 'Lead' },
    tabs: [
      { key: 'weddings', label: 'Weddings', title: 'Weddings', description: 'Wedding work.' },
      { key: 'sports', label: 'Sports', title: 'Sports and the outdoors', description: 'Sport.' },
      { key: 'commercials', label: 'Commercials', title: 'Commercials', description: 'Brands.' },
      { key: 'events', label: 'Events', title: 'Events', description: 'Stages.' },
    ],
  },
  imageLibrary: {
    weddings: ['photos/tropical-jetty-beach-01', 'photos/frangipani-white-01'],
    sports: ['photos/mountain-trail-01'],
    commercials: ['photos/fig-red-bowl-01', 'photos/espresso-cup-01', 'photos/pizza-01'],
    events: ['photos/orchestra-concert-01'],
    gallery: [],
  },
} as unknown as StudioContent;

function Harness({ onSelect }: { onSelect: (tab: PortfolioTab) => void }) {
  const [active, setActive] = useState<PortfolioTab>('weddings');
  return (
    <PortfolioTabs
      active={active}
      onSelect={(tab) => {
        onSelect(tab);
        setActive(tab);
      }}
    />
  );
}

function renderTabs() {
  const onSelect = vi.fn();
  const client = new QueryClient();
  client.setQueryData(studioContentQuery.queryKey, content);
  render(
    <QueryClientProvider client={client}>
      <Harness onSelect={onSelect} />
    </QueryClientProvider>,
  );
  return onSelect;
}

describe('PortfolioTabs', () => {
  it('shows the selected tab and its photos; only it is in the tab order', () => {
    renderTabs();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Weddings', 'Sports', 'Commercials', 'Events']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Weddings');
    expect(screen.getAllByRole('button', { name: /^View full size/ })).toHaveLength(2);
  });

  it('arrow keys, Home and End move focus and select, wrapping at the ends', async () => {
    const user = userEvent.setup();
    const onSelect = renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Weddings' }));
    expect(onSelect).not.toHaveBeenCalled();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveFocus();
    expect(onSelect).toHaveBeenLastCalledWith('sports');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Sports');
    expect(screen.getAllByRole('button', { name: /^View full size/ })).toHaveLength(1);

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Weddings' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Weddings' })).toHaveFocus();
    expect(onSelect.mock.calls.map(([t]) => t)).toEqual(['sports', 'events', 'weddings', 'events', 'weddings']);
  });

  it('a click selects a tab', async () => {
    const user = userEvent.setup();
    const onSelect = renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Commercials' }));
    expect(onSelect).toHaveBeenCalledWith('commercials');
    expect(screen.getByRole('tab', { name: 'Commercials' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('button', { name: /^View full size/ })).toHaveLength(3);
  });
});
