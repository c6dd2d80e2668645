import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import sharp from 'sharp';
import type { Browser, Page, Request } from 'playwright-core';
import { afterRender, launchBrowser, openPage, seriousViolations } from './browser.ts';

let browser: Browser;
/** The property given a photo here: the lowest rated, which other files' first screens do not show. */
let stay: { id: number; name: string };

const SCREENSHOTS = process.env.SCREENSHOT_DIR;

/** A photo made here: a sky, a sea and a sandy shore, as a camera's JPEG. */
async function beachPhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1125">
    <defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="#3f95d4"/><stop offset="1" stop-color="#fde6b8"/></linearGradient></defs>
    <rect width="1800" height="1125" fill="url(#s)"/><circle cx="1350" cy="260" r="110" fill="#ffd25e"/>
    <rect y="640" width="1800" height="170" fill="#2b8cbf"/><rect y="800" width="1800" height="325" fill="#e8d3a2"/>
    <rect x="520" y="380" width="640" height="420" fill="#f3e9d2"/><rect x="500" y="360" width="680" height="30" fill="#8c3b2a"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function signInAsAdmin(page: Page) {
  const response = await page.request.post('/api/auth/login', { data: inject('admin') });
  expect(response.status()).toBe(200);
}

/** The images the page asks for from now on (by the browser's own resource type). */
function imageRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'image') seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/** The hotels page with its first results on screen, and the page's work after them done. */
async function openHotels(page: Page, query = '') {
  await page.goto(`/hotels${query}`);
  await page.getByTestId('hotel-card').first().waitFor();
  await page.waitForLoadState('networkidle');
  await afterRender(page);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await openPage(browser);
  const listing = (await (await page.request.get('/api/accommodations')).json()) as {
    id: number;
    name: string;
    rating: string | null;
  }[];
  const lowest = [...listing].sort((a, b) => Number(a.rating ?? 0) - Number(b.rating ?? 0))[0]!;
  stay = { id: lowest.id, name: lowest.name };
  await context.close();
}, 120_000);

afterAll(async () => {
  // The other files on this server see the property as seeded again.
  const { context, page } = await openPage(browser);
  await signInAsAdmin(page);
  await page.request.delete(`/api/admin/accommodations/${stay.id}/photo`);
  await context.close();
  await browser?.close();
});

describe("a property's photo", () => {
  it('is uploaded from the admin property form and shown at once', async () => {
    const { context, page, problems } = await openPage(browser);
    await signInAsAdmin(page);
    await page.goto('/admin?tab=accommodations');
    await page.getByLabel('Search properties').fill(stay.name);
    await page.getByRole('button', { name: `Edit ${stay.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('No photo: travellers see the drawn pictures.').waitFor();
    await dialog.getByTestId('property-photo-input').setInputFiles({
      name: 'front.jpg',
      mimeType: 'image/jpeg',
      buffer: await beachPhoto(),
    });
    const preview = dialog.getByTestId('property-photo-preview');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(
      new RegExp(`^/images/properties/${stay.id}/[\\w-]{22}/320\\.webp$`),
    );
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(320);
    // Not an image: said beside the field, in words.
    await dialog.getByTestId('property-photo-input').setInputFiles({
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('not a photo at all'),
    });
    await dialog.getByText('This file is not a JPEG, PNG or WebP image.').waitFor();
    if (SCREENSHOTS) {
      await page.setViewportSize({ width: 360, height: 780 });
      await dialog.getByTestId('property-photo-preview').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/admin-property-photo-en-phone.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    expect(problems.filter((p) => !p.includes('400'))).toEqual([]);
    await context.close();
  });

  it('is offered on the card at each width, the first card asking at once', async () => {
    for (const [viewport, suffix] of [
      [{ width: 360, height: 780 }, '-phone'],
      [{ width: 1280, height: 900 }, ''],
    ] as const) {
      const { context, page, problems } = await openPage(browser, { viewport });
      const images = imageRequests(page);
      await openHotels(page, `?destination=${encodeURIComponent(stay.name)}`);
      const img = page.getByTestId('hotel-card').first().locator('img');
      expect(await img.getAttribute('srcset')).toContain(`/images/properties/${stay.id}/`);
      expect(await img.getAttribute('srcset')).toMatch(/ 320w, .* 640w, .* 1024w, .* 1600w$/);
      expect(await img.getAttribute('sizes')).toBeTruthy();
      expect(await img.getAttribute('loading')).toBe('eager');
      expect(await img.getAttribute('width')).toBe('1600');
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete)).toBe(true);
      const webp = images.filter((p) => p.endsWith('.webp'));
      // One width, the one the card's size on this screen needs: never all of them.
      expect(webp).toHaveLength(1);
      if (viewport.width === 360) expect(webp[0]).toMatch(/\/(320|640|1024)\.webp$/);
      if (SCREENSHOTS) {
        await page.getByTestId('hotel-card').first().scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SCREENSHOTS}/hotel-photo-card-en${suffix}.png` });
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});

describe('the data saver', () => {
  it('once switched on in the footer, asks for no image on /hotels until the traveller does', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 360, height: 780 },
    });
    await page.goto('/hotels');
    const toggle = page.getByRole('switch', { name: 'Data saver' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');

    // Remembered: a new visit asks for no picture at all.
    const images = imageRequests(page);
    await openHotels(page);
    expect(
      await page.getByRole('switch', { name: 'Data saver' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(images).toEqual([]);
    expect(await page.getByTestId('hotel-card').first().locator('img').count()).toBe(0);
    await page.getByText('Data saver is on: pictures are not loaded.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    if (SCREENSHOTS) {
      await page.getByTestId('data-saver-notice').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/hotels-data-saver-en-phone.png` });
    }

    // The hotel dialog holds its pictures back too.
    await page
      .getByTestId('hotel-card')
      .nth(1)
      .getByRole('button', { name: /^View details/i })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('image-held').waitFor();
    expect(await dialog.locator('img').count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(images).toEqual([]);

    // One card's picture, by keyboard: that one only, and the focus goes to it.
    const first = page.getByTestId('hotel-card').first();
    const name = (await first.getByRole('heading').textContent())!;
    await first.getByRole('button', { name: `Show the picture of ${name}` }).focus();
    await page.keyboard.press('Enter');
    await first.locator('img').waitFor();
    await page.waitForLoadState('networkidle');
    expect(images).toHaveLength(1);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IMG');

    // Every picture of the page, when asked; the focus goes to the words that say so.
    await page.getByRole('button', { name: 'Show images on this page' }).click();
    await expect.poll(() => images.length).toBeGreaterThan(1);
    expect(await page.getByTestId('image-held').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Images are shown on this page; the data saver stays on for the others.',
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is on in French too, with its words', async () => {
    const { context, page } = await openPage(browser, { locale: 'fr-FR' });
    await page.goto('/hotels');
    const toggle = page.getByRole('switch', { name: 'Économiseur de données' });
    await toggle.click();
    await openHotels(page);
    await page.getByText("L'économiseur de données est activé").waitFor();
    await page.getByRole('button', { name: 'Afficher les images de cette page' }).waitFor();
    if (SCREENSHOTS) {
      await page.getByTestId('data-saver-notice').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/hotels-data-saver-fr.png` });
    }
    await context.close();
  });

  it("follows the browser's Save-Data header: no image requests on /hotels", async () => {
    const { context, page, problems } = await openPage(browser);
    await context.setExtraHTTPHeaders({ 'Save-Data': 'on' });
    const images = imageRequests(page);
    await openHotels(page);
    expect(images).toEqual([]);
    expect(await page.getByTestId('image-held').count()).toBeGreaterThan(0);
    // The traveller's own choice wins over the browser's.
    await page.getByRole('switch', { name: 'Data saver' }).click();
    await expect.poll(() => images.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
