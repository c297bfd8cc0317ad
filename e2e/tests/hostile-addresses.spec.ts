import { expect, test } from '@playwright/test';

/**
 * docs/rules/history.md#issue-30: a page address whose id the API would refuse (longer than any id, or of the wrong
 * shape) is a page that does not exist: 404, never 503, and no internal error text in the page
 * (a 150-character id put Fastify's "exceeding the max param length" in the title).
 */
test.describe('page addresses the API would refuse', () => {
  const long = 'x'.repeat(150);
  for (const path of [
    `/photographer/${long}`,
    `/contact/${long}`,
    `/blogs/${long}`,
    '/photographer/not-an-id',
    `/contact/${'9'.repeat(101)}`,
  ]) {
    test(`${path.slice(0, 30)}… answers 404 with no internal text`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(404);
      const html = await res.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title).not.toMatch(/error|exceeding|FST_|\/api\//i);
      expect(html).not.toMatch(/exceeding the max param length|FST_ERR|\/api\/photographers\/portfolio\//);
    });
  }
});
