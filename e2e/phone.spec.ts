import { type Locator, type Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO, origin } from './support';

/**
 * Phone-first buying (issue 16) at 390×844, and the desktop layout it must leave alone at 1440.
 * The demo account buys with confirmations off (as numbers.spec.ts does), so Buy buys at once.
 */
const PHONE = { width: 390, height: 844 };
// A phone's agent ("Mobile"): the server then renders only the picker list a phone shows first
// (issue 17), the path real phones take.
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const DESKTOP = { width: 1440, height: 900 };

// Whole journeys on a shared, busy machine: the default 60 s is too tight for a buy and a page change.
test.describe.configure({ timeout: 180_000 });

async function signIn(page: Page) {
  expect((await page.request.post('/api/login', { data: DEMO, headers: origin() })).ok()).toBe(true);
  const settings = { copying_code: false, confirmation_actions: false, sound_new_sms: false };
  expect((await page.request.put('/api/user/settings', { data: settings, headers: origin() })).ok()).toBe(true);
}

/** Elements inside `root` that scroll on their own: a thumb on them scrolls them, not the page. */
function ownScrollers(root: Locator): Promise<string[]> {
  return root.evaluate((node) =>
    [node, ...Array.from(node.querySelectorAll('*'))]
      .filter((el) => {
        const { overflowY } = getComputedStyle(el);
        return (overflowY === 'auto' || overflowY === 'scroll') && el.scrollHeight > el.clientHeight;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  );
}

const inViewport = async (locator: Locator, height: number) => {
  const box = (await locator.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
};

/** WhatsApp, then the first country selling it, on the phone picker (one list at a time). */
async function chooseWhatsApp(page: Page) {
  const services = page.getByRole('region', { name: /^Services/ });
  await services.getByRole('searchbox', { name: 'Search' }).fill('WhatsApp');
  await services
    .getByRole('button', { name: /WhatsApp.*· from/ })
    .first()
    .click();
  // The phone shows the countries in the services' place.
  const countries = page.getByRole('region', { name: /^Countries/ });
  await expect(countries).toBeInViewport();
  await expect(services).toBeHidden();
  const country = countries.getByRole('button', { name: /numbers? · from/ }).first();
  const countryName = (await country.locator('.catalog-row__name').first().textContent())!.trim();
  await country.click();
  return countryName;
}

test.describe('at 390×844', () => {
  test.use({ viewport: PHONE, userAgent: PHONE_AGENT });

  test('the service search opens the first screen, the samples follow the picker, and no list scrolls on its own', async ({
    page,
  }) => {
    await page.goto('/');
    const services = page.getByRole('region', { name: /^Services/ });
    await inViewport(services.getByRole('searchbox', { name: 'Search' }), PHONE.height);
    // A guest's sample cards come after the picker, not before it.
    const samples = page.getByRole('heading', { name: 'Popular services right now' });
    await expect(samples).toBeVisible();
    expect((await samples.boundingBox())!.y).toBeGreaterThan((await services.boundingBox())!.y);
    const picker = page.getByTestId('catalog-picker');
    await expect(services.getByRole('button', { name: /· from/ }).first()).toBeVisible();
    expect(await ownScrollers(picker)).toEqual([]);
    // Also with the longest list open: the countries of a service.
    await chooseWhatsApp(page);
    expect(await ownScrollers(picker)).toEqual([]);
  });

  test('after WhatsApp and a country the bar shows the pair and price in view, and its Buy buys', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    const country = await chooseWhatsApp(page);
    // The whole price card, its operator choice too, takes the countries' place in the first screen.
    const card = page.getByRole('region', { name: 'Price' });
    await expect(page.getByRole('region', { name: /^Countries/ })).toBeHidden();
    await expect(card.getByRole('combobox', { name: 'Operator' })).toBeInViewport();
    const bar = page.getByRole('region', { name: 'Your choice' });
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar).toContainText(`WhatsApp · ${country}`);
    await expect(bar.getByTestId('bar-price')).toHaveText(/^\$\d+\.\d{2}$/);
    // The card's price and the bar's are the same quote.
    await expect(bar.getByTestId('bar-price')).toHaveText((await page.getByTestId('price').textContent())!);
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/activation/buy') && r.request().method() === 'POST',
    );
    // The country switch brings the list back, with the chosen one marked; the card waits.
    const steps = page.getByRole('group', { name: 'Choose a service, then a country' });
    await steps
      .getByRole('button', { name: new RegExp(`Country.*${country.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .click();
    await expect(page.getByRole('region', { name: /^Countries/ })).toBeInViewport();
    await expect(card).toBeHidden();
    await bar.getByRole('button', { name: 'Buy number' }).click();
    const res = await answer;
    expect(res.ok()).toBe(true);
    const { activation } = (await res.json()) as { activation: { phone: string } };
    await expect(page.getByRole('dialog', { name: 'Your number is ready' })).toBeVisible();
    await page.keyboard.press('Escape');

    // /activations: the number just bought comes first, in the first screen; filters and rules wait in sheets.
    await page.goto('/activations');
    const row = page.getByRole('listitem', { name: activation.phone }).first();
    await expect(row).toBeVisible();
    await inViewport(row, PHONE.height);
    await expect(page.getByRole('searchbox', { name: 'Search by number' })).toBeHidden();
    const rules = page.getByRole('note').filter({ hasText: /waits up to \d+ minutes for a code/ });
    await expect(rules).toBeHidden();
    const filters = page.getByRole('button', { name: /^Filters/ });
    expect((await row.boundingBox())!.y).toBeGreaterThan((await filters.boundingBox())!.y);
    await filters.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    // A picked service's remove button is a 24 px target (WCAG 2.5.8), and removes it.
    await sheet.getByRole('combobox', { name: 'Services' }).click();
    await page.getByRole('listbox', { name: 'Services' }).getByRole('option').first().click();
    const remove = sheet.locator('.MuiChip-deleteIcon');
    const box = (await remove.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    await remove.click();
    await expect(remove).toHaveCount(0);
    await sheet.getByRole('searchbox', { name: 'Search by number' }).fill(activation.phone);
    await sheet.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(row).toBeVisible();
    await page.getByRole('button', { name: 'Rules' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Rules' }).getByText(/waits up to \d+ minutes for a code/),
    ).toBeVisible();
  });
});

test('at 1440 px the picker keeps its three columns and no bar; /activations keeps filters and rules inline', async ({
  page,
}) => {
  await signIn(page);
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const services = page.getByRole('region', { name: /^Services/ });
  await services.getByRole('searchbox', { name: 'Search' }).fill('WhatsApp');
  await services
    .getByRole('button', { name: /WhatsApp.*· from/ })
    .first()
    .click();
  const countries = page.getByRole('region', { name: /^Countries/ });
  await countries
    .getByRole('button', { name: /numbers? · from/ })
    .first()
    .click();
  const price = page.getByRole('region', { name: 'Price' });
  await expect(price.getByTestId('price')).toBeVisible();
  const [a, b, c] = [await services.boundingBox(), await countries.boundingBox(), await price.boundingBox()];
  expect(a!.y).toBeCloseTo(b!.y, 0);
  expect(b!.y).toBeCloseTo(c!.y, 0);
  expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x);
  expect(b!.x + b!.width).toBeLessThanOrEqual(c!.x);
  await expect(page.getByRole('region', { name: 'Your choice' })).toBeHidden();
  await expect(page.getByRole('group', { name: 'Choose a service, then a country' })).toBeHidden();

  await page.goto('/activations');
  await expect(page.getByRole('searchbox', { name: 'Search by number' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  await expect(page.getByText(/waits up to \d+ minutes for a code/)).toBeVisible();
});

test('screenshots of the phone flow at 390 and 1440 px, light and dark', async ({ page }) => {
  test.setTimeout(360_000);
  const baseURL = test.info().project.use.baseURL!;
  await signIn(page);
  for (const mode of ['light', 'dark'] as const) {
    await page.context().addCookies([{ name: 'theme', value: mode, url: baseURL }]);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page
        .getByRole('region', { name: /^Services/ })
        .getByRole('searchbox', { name: 'Search' })
        .fill('WhatsApp');
      await page
        .getByRole('region', { name: /^Services/ })
        .getByRole('button', { name: /WhatsApp.*· from/ })
        .first()
        .click();
      await page
        .getByRole('region', { name: /^Countries/ })
        .getByRole('button', { name: /numbers? · from/ })
        .first()
        .click();
      await expect(page.getByTestId('price')).toBeAttached();
      await page.waitForLoadState('networkidle');
      for (const [name, path] of [
        ['home', null],
        ['activations', '/activations'],
      ] as const) {
        if (path) await page.goto(path);
        await page.waitForLoadState('networkidle');
        const file = `test-results/phone/${name}-${viewport.width}-${mode}.png`;
        await page.screenshot({ path: file });
        await test.info().attach(`${name}-${viewport.width}-${mode}`, { path: file, contentType: 'image/png' });
      }
      // The tab keeps the picker's choice (picker-choice.ts): on a phone the next visit would open
      // on the price step, with the services list behind its switch. Each photograph of the flow
      // starts from the picker as a new tab shows it.
      await page.evaluate(() => window.sessionStorage.clear());
    }
  }
});
