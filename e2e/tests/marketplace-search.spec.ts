import { accountSignedIn } from './auth-helpers';
import { expect, gotoHydrated, test } from './fixtures';
import { allNames, choose, demoId, featuredNames, filterBar, total } from './marketplace-helpers';

test.describe('searching photographers (D16)', () => {
  test('each filter narrows the results on the server, and shows its total', async ({ page }, info) => {
    await accountSignedIn(page, info, 'filters');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, /);
    await expect(page.getByRole('heading', { level: 2, name: 'Featured Photographers' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'All Photographers' })).toBeVisible();

    await choose(page, 'Location', 'Mombasa');
    await expect(page).toHaveURL(/\/dashboard\?location=Mombasa$/);
    await expect(total(page)).toHaveText('2 photographers');
    await expect(allNames(page)).toHaveText(['Moses Kamau', 'Nadia Hassan']);
    await expect(featuredNames(page)).toHaveText(['Moses Kamau']);

    await choose(page, 'Location', 'Any location');
    await choose(page, 'Style', 'Portrait');
    await expect(page).toHaveURL(/\/dashboard\?style=Portrait$/);
    // The demo's two portrait photographers; other specs may add portrait photographers of their own.
    await expect(allNames(page).filter({ hasText: /^(Samuel Wekesa|Tobias Ouma)$/ })).toHaveCount(2);
    await expect(allNames(page).filter({ hasText: 'Moses Kamau' })).toHaveCount(0);
    // No featured portrait photographer: the group is not shown.
    await expect(page.getByRole('region', { name: 'Featured Photographers' })).toHaveCount(0);

    await choose(page, 'Style', 'Any style');
    // docs/rules/photographers-and-portfolios.md#kenyan-marketplace: ranges in shillings; Moses's $1,800 counts at the studio's rate (KES 232,200).
    await choose(page, 'Price range', 'Over Ksh\u00a0200,000');
    await expect(page).toHaveURL(/\/dashboard\?price=over-200000$/);
    await expect(total(page)).toHaveText('1 photographer');
    await expect(allNames(page)).toHaveText(['Moses Kamau']);

    await choose(page, 'Price range', 'Any price');
    // The text matches names, specialities, places and messages, whatever the case.
    await filterBar(page).getByRole('searchbox', { name: 'Search' }).fill('kisumu');
    await expect(page).toHaveURL(/\/dashboard\?q=kisumu$/);
    await expect(allNames(page)).toHaveText(['Kevin Omondi']);
    await expect(total(page)).toHaveText('1 photographer');
  });

  test('each sort orders the results', async ({ page }, info) => {
    await accountSignedIn(page, info, 'sorts');
    await choose(page, 'Style', 'Event');
    await expect(page).toHaveURL(/\?style=Event$/);
    // Default: featured first, then the newest.
    await expect(allNames(page)).toHaveText(['Faith Kiplagat', 'Oscar Barasa', 'Kevin Omondi']);
    const orders: [string, string, string[]][] = [
      ['Price: Low to High', 'price-low', ['Oscar Barasa', 'Kevin Omondi', 'Faith Kiplagat']],
      ['Price: High to Low', 'price-high', ['Faith Kiplagat', 'Kevin Omondi', 'Oscar Barasa']],
      ['Most Experience', 'experience', ['Faith Kiplagat', 'Kevin Omondi', 'Oscar Barasa']],
      // docs/rules/reviews.md#who-may-review, ADR 0020: the demo reviews. Faith 11 reviews averaging 4.7 (score 4.5), Kevin one of
      // 5 stars (4.17) above Oscar's three averaging 4.3 (4.13); by count Oscar's three come first.
      ['Highest Rated', 'rating', ['Faith Kiplagat', 'Kevin Omondi', 'Oscar Barasa']],
      ['Most Reviews', 'reviews', ['Faith Kiplagat', 'Oscar Barasa', 'Kevin Omondi']],
    ];
    for (const [label, value, names] of orders) {
      await choose(page, 'Sort by', label);
      await expect(page).toHaveURL(new RegExp(`\\?style=Event&sort=${value}$`));
      await expect(allNames(page)).toHaveText(names);
    }
    await choose(page, 'Sort by', 'Default');
    await expect(page).toHaveURL(/\?style=Event$/);
  });

  test('the filters live in the URL: reload and Back keep them, typing makes one history entry', async ({ page }) => {
    await gotoHydrated(page, '/photographers');
    await expect(total(page)).toBeVisible();
    await choose(page, 'Location', 'Mombasa');
    await expect(page).toHaveURL(/\/photographers\?location=Mombasa$/);
    await choose(page, 'Style', 'Wedding');
    await expect(page).toHaveURL(/\?location=Mombasa&style=Wedding$/);
    await expect(allNames(page)).toHaveText(['Moses Kamau', 'Nadia Hassan']);

    await page.reload();
    await expect(filterBar(page).getByLabel('Location')).toHaveValue('Mombasa');
    await expect(filterBar(page).getByLabel('Style')).toHaveValue('Wedding');
    await expect(allNames(page)).toHaveText(['Moses Kamau', 'Nadia Hassan']);

    // Typing waits for a pause; the whole word is one history entry.
    const box = filterBar(page).getByRole('searchbox', { name: 'Search' });
    await box.pressSequentially('nadia', { delay: 40 });
    await expect(page).toHaveURL(/\?q=nadia&location=Mombasa&style=Wedding$/);
    await expect(allNames(page)).toHaveText(['Nadia Hassan']);

    await page.goBack();
    await expect(page).toHaveURL(/\/photographers\?location=Mombasa&style=Wedding$/);
    await expect(box).toHaveValue('');
    await expect(allNames(page)).toHaveText(['Moses Kamau', 'Nadia Hassan']);
    await page.goBack();
    await expect(page).toHaveURL(/\/photographers\?location=Mombasa$/);
    await expect(filterBar(page).getByLabel('Style')).toHaveValue('');
    await expect(total(page)).toHaveText('2 photographers');
    await page.goForward();
    await expect(filterBar(page).getByLabel('Style')).toHaveValue('Wedding');
  });

  test("nothing matching shows 'No photographers found.', and Clear filters goes back to everyone", async ({
    page,
  }) => {
    await gotoHydrated(page, '/photographers?location=Nanyuki&style=Wedding');
    await expect(page.getByText('No photographers found.')).toBeVisible();
    await expect(total(page)).toHaveText('0 photographers');
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/photographers$/);
    await expect(filterBar(page).getByLabel('Location')).toHaveValue('');
    await expect(page.getByText('No photographers found.')).toBeHidden();
    await expect(allNames(page).first()).toBeVisible();
  });

  test('paging: links per page, the filters kept, a change of filter back to page 1', async ({ page }) => {
    await gotoHydrated(page, '/photographers?style=Event&sort=price-low&pageSize=2');
    await expect(total(page)).toHaveText('3 photographers');
    await expect(allNames(page)).toHaveText(['Oscar Barasa', 'Kevin Omondi']);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?style=Event&sort=price-low&page=2&pageSize=2$/);
    await expect(allNames(page)).toHaveText(['Faith Kiplagat']);
    // The featured group belongs to the first page.
    await expect(page.getByRole('region', { name: 'Featured Photographers' })).toHaveCount(0);
    await page.goBack();
    await expect(allNames(page)).toHaveText(['Oscar Barasa', 'Kevin Omondi']);
    await page.goForward();
    await expect(allNames(page)).toHaveText(['Faith Kiplagat']);
    await choose(page, 'Sort by', 'Price: High to Low');
    await expect(page).toHaveURL(/\?style=Event&sort=price-high&pageSize=2$/);
    await expect(allNames(page)).toHaveText(['Faith Kiplagat', 'Kevin Omondi']);
  });
});

test.describe('the public directory /photographers (D17)', () => {
  test('server-rendered with the cards, its title and a canonical address without text, order or page', async ({
    page,
  }) => {
    const res = await page.request.get('/photographers?q=tobias&style=Portrait&sort=price-low&page=1');
    expect(res.status()).toBe(200);
    const html = (await res.text()).replace(/<!-- -->/g, '');
    expect(html).toContain('<title>Portrait photographers · Picha Studio</title>');
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/photographers\?style=Portrait" \/>/);
    expect(html).toContain('Tobias Ouma');
    expect(html).not.toContain('Samuel Wekesa');
    expect(html).toContain('1 photographer');
    const plain = await (await page.request.get('/photographers')).text();
    expect(plain).toMatch(/<link rel="canonical" href="http[^"]+\/photographers" \/>/);
    expect(plain).toContain('Featured Photographers');
    expect(plain).toContain('id="featured"');
  });

  test('works signed out, with the site header and footer; the hearts ask to sign in first', async ({ page }) => {
    await gotoHydrated(page, '/photographers?location=Naivasha');
    await expect(page.getByRole('heading', { level: 1, name: 'Find your photographer' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await expect(allNames(page)).toHaveText(['Tobias Ouma']);
    const signIn = page.getByRole('link', { name: 'Sign in to save Tobias Ouma to your favourites' });
    await expect(signIn).toHaveAttribute('href', '/signup?mode=signin&next=%2Fphotographers%3Flocation%3DNaivasha');
    // A card opens the profile.
    await allNames(page).filter({ hasText: 'Tobias Ouma' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/photographer\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tobias Ouma' })).toBeVisible();
  });

  test('without JavaScript the form still searches', async ({ browser }, info) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: String(info.project.use.baseURL) });
    try {
      const page = await context.newPage();
      await page.goto('/photographers');
      await filterBar(page).getByLabel('Location').selectOption('Mombasa');
      await filterBar(page).getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/photographers\?.*location=Mombasa/);
      await expect(allNames(page)).toHaveText(['Moses Kamau', 'Nadia Hassan']);
    } finally {
      await context.close();
    }
  });

  test('/popular/photographer/:id redirects: a real id to the profile, anything else to the featured', async ({
    page,
  }) => {
    const id = await demoId(page, 'Joy Chebet');
    const real = await page.request.get(`/popular/photographer/${id}`, { maxRedirects: 0 });
    expect(real.status()).toBe(302);
    expect(real.headers().location).toBe(`/photographer/${id}`);
    // The header's search index links the pattern literally.
    const literal = await page.request.get('/popular/photographer/:id', { maxRedirects: 0 });
    expect(literal.status()).toBe(302);
    expect(literal.headers().location).toBe('/photographers#featured');
    const unknown = await page.request.get('/popular/photographer/00000000-0000-4000-8000-000000000000', {
      maxRedirects: 0,
    });
    expect(unknown.headers().location).toBe('/photographers#featured');

    await page.goto('/popular/photographer/:id');
    await expect(page).toHaveURL(/\/photographers#featured$/);
    await expect(page.getByRole('region', { name: 'Featured Photographers' })).toBeInViewport();
    await page.goto(`/popular/photographer/${id}`);
    await expect(page).toHaveURL(new RegExp(`/photographer/${id}$`));
  });
});
