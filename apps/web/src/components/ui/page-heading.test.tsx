import { englishLang } from '@studio/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardPageHeading, PageHeading } from './page-heading';

describe('the page heading', () => {
  it('writes the eyebrow, the one h1 by its id and the lead, in that order', () => {
    const { container } = render(
      <section aria-labelledby="about-title">
        <PageHeading id="about-title" eyebrow="About us" title="A studio in Nairobi" lead="Since 2012." />
      </section>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'A studio in Nairobi' });
    expect(heading.id).toBe('about-title');
    expect(screen.getByRole('region', { name: 'A studio in Nairobi' })).toBeTruthy();
    expect([...container.querySelectorAll('section > *')].map((el) => [el.tagName, el.textContent])).toEqual([
      ['P', 'About us'],
      ['H1', 'A studio in Nairobi'],
      ['P', 'Since 2012.'],
    ]);
  });

  it('leaves out an empty eyebrow and a missing lead', () => {
    const { container } = render(<PageHeading eyebrow="" title="Search the site" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Search the site' })).toBeTruthy();
    expect(container.children).toHaveLength(1);
  });

  it('marks the parts a Kiswahili page shows in English, each on its own element', () => {
    const item = { english: ['title', 'lead'] };
    render(
      <PageHeading
        eyebrow="Kuhusu sisi"
        title="A studio in Nairobi"
        lead="Since 2012."
        langs={{
          eyebrow: englishLang(item, 'eyebrow'),
          title: englishLang(item, 'title'),
          lead: englishLang(item, 'lead'),
        }}
      />,
    );
    expect(screen.getByRole('heading').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Since 2012.').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Kuhusu sisi').hasAttribute('lang')).toBe(false);
  });

  it('turns gold and light over a photograph', () => {
    render(<PageHeading eyebrow="About us" title="A studio" lead="Since 2012." tone="dark" />);
    expect(screen.getByText('About us').className).toContain('text-gold');
    expect(screen.getByText('About us').className).not.toContain('text-clay');
    expect(screen.getByText('Since 2012.').className).toContain('text-stone-100');
  });
});

describe('the signed-in page heading', () => {
  it('is a header with the eyebrow, a focusable h1 and the line of context', () => {
    render(
      <DashboardPageHeading eyebrow="Studio console" title="Reported reviews" id="reviews-title">
        Reviews visitors reported.
      </DashboardPageHeading>,
    );
    const banner = screen.getByRole('banner');
    const heading = screen.getByRole('heading', { level: 1, name: 'Reported reviews' });
    expect(banner.contains(heading)).toBe(true);
    expect(heading.id).toBe('reviews-title');
    heading.focus();
    expect(document.activeElement).toBe(heading);
    expect(banner.textContent).toBe('Studio consoleReported reviewsReviews visitors reported.');
  });

  it('has no eyebrow when given none, and takes the layout class of its page', () => {
    render(<DashboardPageHeading title="Favourites" className="hidden lg:block" />);
    const banner = screen.getByRole('banner');
    expect(banner.className).toContain('hidden lg:block');
    expect(banner.querySelectorAll('p')).toHaveLength(0);
  });
});
