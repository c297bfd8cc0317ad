import { describe, expect, it } from 'vitest';
import { type CssIndex, classesIn, pageStylesheet } from './page-stylesheet';

/** An index as apps/web/scripts/css-index.mjs writes it, for a small stylesheet. */
const index: CssIndex = {
  href: '/assets/style.css',
  leaves: [
    { at: [], css: '@layer theme,base,utilities;' },
    { at: ['@layer theme'], selector: ':root,:host', css: '--color-clay:#b4532a', defines: '--color-clay' },
    { at: ['@layer theme'], selector: ':root,:host', css: '--color-gold:#c9a24a', defines: '--color-gold' },
    { at: ['@layer theme'], selector: ':root,:host', css: '--font-x:var(--font-y)', defines: '--font-x' },
    { at: ['@layer theme'], selector: ':root,:host', css: '--font-y:serif', defines: '--font-y' },
    { at: ['@layer base'], css: '*{margin:0}' },
    { at: ['@layer base'], css: 'sub{bottom:-.25em}', needs: [['<sub']] },
    { at: ['@layer base'], css: '::placeholder{opacity:1}', needs: [['<input']] },
    { at: ['@layer utilities'], css: '.text-clay{color:var(--color-clay)}', needs: [['text-clay']] },
    { at: ['@layer utilities'], css: '.font-x{font-family:var(--font-x)}', needs: [['font-x']] },
    { at: ['@layer utilities'], css: '.spin{animation:spin 1s}', needs: [['spin']] },
    {
      at: ['@layer utilities'],
      css: '.dark\\:text-gold:where(.dark,.dark *){color:var(--color-gold)}',
      needs: [['dark:text-gold', 'dark']],
    },
    {
      at: ['@layer utilities', '@media (width>=40rem)'],
      css: '.sm\\:hidden{display:none}',
      needs: [['sm:hidden']],
    },
    { at: ['@layer utilities'], css: '.a.b{color:red}', needs: [['a', 'b']] },
    { at: [], css: '@keyframes spin{to{rotate:1turn}}', keyframes: 'spin' },
    { at: [], css: '@keyframes spin-slow{to{rotate:1turn}}', keyframes: 'spin-slow' },
  ],
};

describe('a public page’s own stylesheet', () => {
  it('keeps the rules the HTML’s classes and elements can match, in order, inside their at-rules', () => {
    const css = pageStylesheet(index, '<p class="text-clay sm:hidden a">x<sub>2</sub></p>');
    expect(css).toBe(
      '@layer theme,base,utilities;@layer theme{:root,:host{--color-clay:#b4532a}}@layer base{*{margin:0}sub{bottom:-.25em}}' +
        '@layer utilities{.text-clay{color:var(--color-clay)}@media (width>=40rem){.sm\\:hidden{display:none}}}',
    );
  });

  it('keeps a variable used by a kept variable, and keyframes by their whole name only', () => {
    const css = pageStylesheet(index, '<div class="font-x spin"></div>');
    expect(css).toContain('--font-x:var(--font-y);--font-y:serif');
    expect(css).toContain('@keyframes spin{');
    expect(css).not.toContain('spin-slow');
  });

  it('counts the dark theme’s class as there: the browser adds it before the first paint', () => {
    expect(pageStylesheet(index, '<p class="dark:text-gold"></p>')).toContain('--color-gold:#c9a24a');
  });

  it('needs every class of a selector somewhere on the page, and reads classes written as HTML entities', () => {
    expect(pageStylesheet(index, '<p class="a"></p>')).not.toContain('.a.b');
    expect(pageStylesheet(index, '<p class="a"></p><p class="b"></p>')).toContain('.a.b');
    expect([...classesIn('<p class="x&amp;y [&quot;q&quot;]"></p>')]).toEqual(
      expect.arrayContaining(['x&y', '["q"]', '<p']),
    );
  });

  it('a page with no classes gets what every page needs, and nothing else', () => {
    expect(pageStylesheet(index, '<p>plain</p>')).toBe('@layer theme,base,utilities;@layer base{*{margin:0}}');
  });
});
