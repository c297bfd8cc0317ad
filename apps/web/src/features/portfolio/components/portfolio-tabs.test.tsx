import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resolvePhotos } from '@/components/media/resolve-photo';
import { type PortfolioTabContent, PortfolioTabs } from './portfolio-tabs';

const tab = (key: PortfolioTabContent['key'], label: string, ids: string[]): PortfolioTabContent => ({
  key,
  label,
  title: label,
  description: `${label} work.`,
  photos: resolvePhotos(ids),
  documentTitle: `${label} portfolio`,
});

const tabs = [
  tab('weddings', 'Weddings', ['photos/tropical-jetty-beach-01', 'photos/frangipani-white-01']),
  tab('sports', 'Sports', ['photos/mountain-trail-01']),
  tab('commercials', 'Commercials', ['photos/fig-red-bowl-01', 'photos/espresso-cup-01', 'photos/pizza-01']),
  tab('events', 'Events', ['photos/orchestra-concert-01']),
];

const renderTabs = () => render(<PortfolioTabs tabs={tabs} initial="weddings" />);

beforeEach(() => window.history.replaceState(null, '', '/portfolio'));

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
    renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Weddings' }));
    expect(window.location.pathname).toBe('/portfolio');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveFocus();
    expect(window.location.pathname).toBe('/portfolio/sports');
    expect(document.title).toBe('Sports portfolio');
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
    expect(window.location.pathname).toBe('/portfolio/weddings');
  });

  it('a click selects a tab', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Commercials' }));
    expect(window.location.pathname).toBe('/portfolio/commercials');
    expect(screen.getByRole('tab', { name: 'Commercials' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('button', { name: /^View full size/ })).toHaveLength(3);
  });
});
