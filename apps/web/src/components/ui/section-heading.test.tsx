import { englishLang } from '@studio/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionHeading } from './section-heading';

describe('the section heading', () => {
  it('writes the eyebrow, the heading by its id and the intro, in that order', () => {
    const { container } = render(
      <section aria-labelledby="team-title">
        <SectionHeading id="team-title" eyebrow="Our people" title="Meet the team" intro="Six photographers." />
      </section>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Meet the team' });
    expect(heading.id).toBe('team-title');
    expect(screen.getByRole('region', { name: 'Meet the team' })).toBeTruthy();
    expect([...container.querySelectorAll('section > *')].map((el) => [el.tagName, el.textContent])).toEqual([
      ['P', 'Our people'],
      ['H2', 'Meet the team'],
      ['P', 'Six photographers.'],
    ]);
  });

  it('leaves out an empty eyebrow and a missing intro, and takes another level', () => {
    const { container } = render(<SectionHeading eyebrow="" title="Values" level={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Values' })).toBeTruthy();
    expect(container.children).toHaveLength(1);
  });

  it('marks the parts a Kiswahili page shows in English, and only those', () => {
    const item = { english: ['title'] };
    render(
      <SectionHeading
        eyebrow="Timu yetu"
        title="Meet the team"
        intro="Wapiga picha sita."
        langs={{
          eyebrow: englishLang(item, 'eyebrow'),
          title: englishLang(item, 'title'),
          intro: englishLang(item, 'intro'),
        }}
      />,
    );
    expect(screen.getByRole('heading').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Timu yetu').hasAttribute('lang')).toBe(false);
    expect(screen.getByText('Wapiga picha sita.').hasAttribute('lang')).toBe(false);
  });

  it('turns gold on the ink bands', () => {
    render(<SectionHeading eyebrow="Films" title="Wedding films" intro="Short films." tone="dark" />);
    expect(screen.getByText('Films').className).toContain('text-gold');
    expect(screen.getByText('Films').className).not.toContain('text-clay');
    expect(screen.getByText('Short films.').className).toContain('text-stone-300');
  });
});
