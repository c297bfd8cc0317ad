import { expect, test } from './auth-helpers';
import { baseURL, createPortfolio, dashboardNav, photographerSignedIn } from './photographer-helpers';

/**
 * Leads (docs/rules/history.md#issue-12): a photographer's requests as a pipeline. Two clients write; the photographer
 * finds them under New with their waiting time, searches, exports the CSV, accepts one from its
 * card's booking and sees it move to Accepted.
 */

function nairobiDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

test('the pipeline: new leads wait, search and export, a card opens its booking, accepting moves it', async ({
  page,
  request,
}, info) => {
  test.setTimeout(60_000);
  await photographerSignedIn(page, info, 'leads');
  const photographerId = await createPortfolio(page.request, info);
  const inquiry = (name: string, email: string, days: number, message: string) =>
    request.post('/api/booking-requests', {
      headers: { origin: baseURL(info) },
      data: { photographerId, name, email, service: 'Wedding', eventDate: nairobiDate(days), message },
    });
  const first = await inquiry('Wambũi Njoroge', 'wambui@example.com', 40, 'A garden wedding in Karen, 150 guests.');
  expect(first.status()).toBe(201);
  const second = await inquiry('=Otieno Okoth', 'otieno@example.com', 60, 'Family portraits in Karura forest.');
  expect(second.status()).toBe(201);
  const otienoId = ((await second.json()) as { bookingRequest: { id: string } }).bookingRequest.id;

  await page.goto('/photographer-dashboard');
  await (await dashboardNav(page, info)).getByRole('link', { name: 'Leads', exact: true }).click();
  await expect(page).toHaveURL(/\/photographer-dashboard\/leads$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leads');
  const newStage = page.getByRole('region', { name: 'New' });
  const wambui = newStage.getByRole('article', { name: 'Wambũi Njoroge' });
  await expect(wambui).toContainText('A garden wedding in Karen, 150 guests.');
  await expect(wambui).toContainText(/waiting \d+ minutes?/);
  await expect(newStage.getByRole('article')).toHaveCount(2);
  // On a wide screen the stages stand side by side; on a phone one under the other.
  const [newBox, lostBox] = await Promise.all([
    newStage.boundingBox(),
    page.getByRole('region', { name: 'Lost' }).boundingBox(),
  ]);
  if (info.project.name === 'desktop') expect(lostBox!.y).toBe(newBox!.y);
  else expect(lostBox!.y).toBeGreaterThan(newBox!.y + newBox!.height - 1);

  // The search goes into the address, and the export takes it along.
  await page.getByRole('searchbox', { name: 'Search' }).fill('otieno');
  await expect(page).toHaveURL(/\?q=otieno$/);
  await expect(newStage.getByRole('article')).toHaveCount(1);
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(exportLink).toHaveAttribute('href', '/api/photographers/me/leads.csv?q=otieno');
  const csv = await page.request.get((await exportLink.getAttribute('href'))!);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
  const body = await csv.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = body.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toMatch(/^Stage,Status,Client name,Client e-mail,/);
  expect(lines[1]).toMatch(/^New,pending,'=Otieno Okoth,otieno@example\.com,/);
  expect(lines).toHaveLength(3);

  // The card opens its booking, scrolled to and marked.
  await newStage.getByRole('link', { name: '=Otieno Okoth' }).click();
  await expect(page).toHaveURL(`/photographer-dashboard/booking-requests?request=${otienoId}`);
  const card = page.locator('li[aria-current="true"]');
  await expect(card).toBeFocused();
  await expect(card).toContainText('=Otieno Okoth');
  await expect(card).toBeInViewport();
  const answered = await page.request.patch(`/api/booking-requests/${otienoId}`, {
    headers: { origin: baseURL(info) },
    data: { status: 'accepted' },
  });
  expect(answered.status()).toBe(200);

  await page.goto('/photographer-dashboard/leads?stage=accepted');
  const accepted = page.getByRole('region', { name: 'Accepted' });
  await expect(accepted.getByRole('article', { name: '=Otieno Okoth' })).toBeVisible();
  await expect(accepted.getByText(/^waiting/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Accepted\s*1/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: /New\s*1/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'New' })).toHaveCount(0);
});
