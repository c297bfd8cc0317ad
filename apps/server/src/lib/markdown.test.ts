import { describe, expect, it } from 'vitest';
import { markdownToText, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders the usual Markdown', () => {
    const html = renderMarkdown('# Golden hour\n\nShoot **early**, see [our work](https://example.org/work).');
    expect(html).toContain('<h1>Golden hour</h1>');
    expect(html).toContain('<strong>early</strong>');
    expect(html).toContain('<a href="https://example.org/work" rel="noopener noreferrer">our work</a>');
  });

  it('escapes raw HTML, script and event handlers instead of passing them through', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<b onclick="x()">b</b>',
    );
    expect(html).not.toMatch(/<script|<img|<b /i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&lt;img src=x onerror=');
  });

  it('leaves javascript:, data: and vbscript: links and images as text', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
    ]) {
      const html = renderMarkdown(`[click](${url}) ![pic](${url})`);
      expect(html, url).not.toMatch(/<a |<img /);
    }
  });

  it('keeps links to the site itself, mail and phone', () => {
    expect(renderMarkdown('[book](/contact)')).toContain('<a href="/contact">book</a>');
    expect(renderMarkdown('[mail](mailto:hello@example.org)')).toContain('href="mailto:hello@example.org"');
    expect(renderMarkdown('[call](tel:+254700000000)')).toContain('href="tel:+254700000000"');
    expect(renderMarkdown('[x](//evil.example/)')).not.toContain('<a ');
  });
});

describe('markdownToText', () => {
  it('drops the markup and keeps the words, unescaped', () => {
    expect(markdownToText('# Title\n\nA **bold** & <odd> [link](https://example.org)')).toBe(
      'Title\n\nA bold & <odd> link',
    );
  });
});
