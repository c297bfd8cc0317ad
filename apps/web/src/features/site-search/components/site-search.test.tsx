import { siteTexts, type StudioContent } from '@studio/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SiteSearch } from './site-search';

const searchIndex: StudioContent['searchIndex'] = [
  { name: 'Wedding photography', link: '/services/weddings', category: 'Services' },
  { name: 'Our blog', link: '/blogs', category: 'Blogs' },
];

describe('SiteSearch', () => {
  // jsdom does not know HTML's <search> element yet and React says so; any other console error
  // still fails the test (docs/rules/platform.md#tests).
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (String(args[0]).includes('is unrecognized in this browser') && args[1] === 'search') return;
      throw new Error(`console.error: ${args.map(String).join(' ')}`);
    });
  });

  it('points aria-controls at the results only while they are on the page (docs/rules/platform.md#accessibility)', async () => {
    renderWithProviders(<SiteSearch searchIndex={searchIndex} />);
    const box = screen.getByRole('searchbox', { name: 'Search the site' });
    expect(box).not.toHaveAttribute('aria-controls');

    await userEvent.type(box, 'wedd');
    const link = await screen.findByRole('link', { name: /Wedding photography/ });
    const controls = box.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    expect(document.getElementById(controls!)).toContainElement(link);

    await userEvent.clear(box);
    expect(box).not.toHaveAttribute('aria-controls');
    expect(screen.queryByText(siteTexts.search.noMatches)).not.toBeInTheDocument();
  });
});
