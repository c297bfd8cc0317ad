import { expect, gotoHydrated, isMobile, test } from './fixtures';

const open = gotoHydrated;

test.describe('/gallery', () => {
  test('27 tiles in three columns on a wide screen (two on a phone), in their natural shapes', async ({
    page,
  }, info) => {
    await open(page, '/gallery');
    await expect(page).toHaveTitle(/^Gallery/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tiles = page.getByTestId('gallery-tile');
    await expect(tiles).toHaveCount(27);
    const boxes = await tiles.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { x: Math.round(r.x), width: r.width, height: r.height };
      }),
    );
    const columns = new Set(boxes.map((b) => b.x));
    expect(columns.size).toBe(isMobile(info.project.name) ? 2 : 3);
    // Masonry: tiles keep their photos' shapes, so heights differ within a column width.
    const ratios = new Set(boxes.map((b) => (b.height / b.width).toFixed(2)));
    expect(ratios.size).toBeGreaterThan(3);
    // Every tile is described.
    for (const tile of (await tiles.all()).slice(0, 3))
      await expect(tile).toHaveAccessibleName(/^View full size: .{10,}/);
  });

  test('a tile opens the full-size viewer, which moves on and closes back to the tile', async ({ page }) => {
    await open(page, '/gallery');
    const tile = page.getByTestId('gallery-tile').nth(4);
    await tile.scrollIntoViewIfNeeded();
    await tile.click();
    const viewer = page.getByRole('dialog', { name: 'Gallery' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText('5 of 27')).toBeVisible();
    await expect(viewer.locator('img')).toBeVisible();
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect(viewer.getByText('6 of 27')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(tile).toBeFocused();
  });
});
