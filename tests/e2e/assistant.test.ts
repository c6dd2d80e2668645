import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import assistantEn from '../../src/client/locales/assistant.en.json';
import assistantFr from '../../src/client/locales/assistant.fr.json';
import { money } from './bookings.ts';
import { launchBrowser, openPage, seriousViolations } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const answers = (page: Page) => page.getByTestId('chat-answer');
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Waits for the answer after `count` answers already shown, and returns it. */
async function nextAnswer(page: Page, count: number) {
  await expect.poll(() => answers(page).count(), { timeout: 15_000 }).toBe(count + 1);
  return answers(page).nth(count);
}

describe('the assistant dialog', () => {
  it('opens from the home page, sends a chip, and answers with follow-ups', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'AI travel assistant' }).click();
    const dialog = page.getByRole('dialog', { name: assistantEn.dialog.title });
    await dialog.waitFor();
    const input = dialog.getByRole('textbox', { name: assistantEn.inputLabel });
    expect(await input.getAttribute('placeholder')).toBe(assistantEn.placeholder);
    expect(await answers(page).first().textContent()).toContain(assistantEn.welcome);

    // Four chips of the eight; one sends its text.
    const chips = dialog
      .getByRole('list', { name: assistantEn.dialog.chipsLabel })
      .getByRole('button');
    expect(await chips.count()).toBe(4);
    for (const chip of await chips.allTextContents()) expect(assistantEn.chips).toContain(chip);
    const chip = (await chips.first().textContent()) ?? '';
    await chips.first().click();
    expect(await dialog.getByTestId('chat-question').last().textContent()).toContain(chip);
    // Whichever chip it was, its answer comes with follow-ups to ask next.
    const answer = await nextAnswer(page, 1);
    expect(((await answer.textContent()) ?? '').length).toBeGreaterThan(80);
    expect(await answer.getByRole('button').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Blank text is not sent; Shift+Enter is a new line; Enter sends.
    await input.fill('   ');
    await input.press('Enter');
    expect(await dialog.getByTestId('chat-question').count()).toBe(1);
    await input.fill('Do US citizens need a visa for Ghana?');
    await input.press('Shift+Enter');
    expect(await input.inputValue()).toBe('Do US citizens need a visa for Ghana?\n');
    await input.press('Enter');
    expect(await input.inputValue()).toBe('');
    const visa = await nextAnswer(page, 2);
    expect(await visa.textContent()).toContain('US citizens need a visa for Ghana');

    // The conversation survives moving to another page; clear resets it to the welcome.
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Hotels' }).first().click();
    await page.waitForURL('**/hotels');
    await page.getByRole('button', { name: 'Ask the assistant' }).click();
    await dialog.waitFor();
    expect(await answers(page).count()).toBe(3);
    await dialog.getByRole('button', { name: assistantEn.clear }).click();
    expect(await answers(page).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('finds flights from Lagos to Accra next Friday and opens the prefilled results', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/flights');
    await page.getByRole('button', { name: 'Ask the assistant' }).click();
    const dialog = page.getByRole('dialog', { name: assistantEn.dialog.title });
    const input = dialog.getByRole('textbox', { name: assistantEn.inputLabel });
    await input.fill('Flights from Lagos to Accra next Friday');
    await input.press('Enter');
    const answer = await nextAnswer(page, 1);
    expect(await answer.textContent()).toContain(
      'cheapest flights from Lagos (LOS) to Accra (ACC)',
    );
    const link = answer.getByRole('link', { name: 'All flights LOS → ACC' });
    const href = (await link.getAttribute('href')) ?? '';
    const date = /departDate=(\d{4}-\d{2}-\d{2})/.exec(href)?.[1] ?? '';
    expect(new Date(`${date}T12:00:00Z`).getUTCDay()).toBe(5);
    const quoted = money(/\$[\d,]+/.exec((await answer.textContent()) ?? '')?.[0] ?? '');
    await link.click();
    await page.waitForURL(`**${href}`);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByTestId('flight-card').first().waitFor();
    const prices = (await page.getByTestId('flight-price').allTextContents()).map(money);
    expect(Math.round(Math.min(...prices))).toBe(quoted);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the assistant dialog when the call fails', () => {
  it('says spec 1’s error bubble and the inline error, with the reason', async () => {
    const { context, page } = await openPage(browser);
    await page.route('**/api/travel-assistant', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: '{"message":"Too many requests","code":"too_many_requests"}',
      }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Ask the assistant' }).click();
    const dialog = page.getByRole('dialog', { name: assistantEn.dialog.title });
    const input = dialog.getByRole('textbox', { name: assistantEn.inputLabel });
    await input.fill('Do I need a visa for Ghana?');
    await input.press('Enter');
    const answer = await nextAnswer(page, 1);
    const reason = assistantEn.reasons.too_many_requests;
    expect(await answer.textContent()).toContain(
      assistantEn.dialog.failure.replace('{{message}}', reason),
    );
    expect(await answer.textContent()).toContain(
      assistantEn.dialog.inlineError.replace('{{message}}', reason),
    );
    await context.close();
  });
});

describe('the assistant page', () => {
  it('fills the input from a popular question, answers, and follows up', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/assistant');
    await page.getByRole('heading', { level: 1, name: assistantEn.page.title }).waitFor();
    expect(await page.getByRole('button', { name: 'Ask the assistant' }).count()).toBe(0);
    const input = page.getByRole('textbox', { name: assistantEn.inputLabel });
    const popular = page.getByRole('button', { name: assistantEn.page.popular[0] });
    await popular.click();
    expect(await input.inputValue()).toBe(assistantEn.page.popular[0]);
    await page.getByRole('button', { name: assistantEn.send }).click();
    const answer = await nextAnswer(page, 1);
    expect(await answer.textContent()).toContain('US citizens need a visa for Ghana');
    const followUp = answer.getByRole('button').first();
    const followText = (await followUp.textContent()) ?? '';
    await followUp.click();
    expect(await page.getByTestId('chat-question').last().textContent()).toContain(followText);
    await nextAnswer(page, 2);
    expect(
      await page.getByRole('link', { name: assistantEn.page.destinations.ghana }).count(),
    ).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('speaks French and fits a 360 px screen', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 360, height: 740 },
      locale: 'fr-FR',
    });
    await page.goto('/assistant');
    await page.getByRole('heading', { level: 1, name: assistantFr.page.title }).waitFor();
    const input = page.getByRole('textbox', { name: assistantFr.inputLabel });
    await input.fill('Quelle monnaie utilise-t-on au Sénégal ?');
    await input.press('Enter');
    const answer = await nextAnswer(page, 1);
    expect(await answer.textContent()).toMatch(/franc CFA/);
    expect(await answer.textContent()).toContain('Sources : ');
    await input.fill('Et au Ghana ?');
    await input.press('Enter');
    const ghana = await nextAnswer(page, 2);
    expect(await ghana.textContent()).toContain('GHS');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says the spec’s failure text when the assistant cannot answer', async () => {
    const { context, page } = await openPage(browser);
    await page.route('**/api/ai/travel-assistant', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"down","code":"service_unavailable"}',
      }),
    );
    await page.goto('/assistant');
    const input = page.getByRole('textbox', { name: assistantEn.inputLabel });
    await input.fill('Do I need a visa for Ghana?');
    await input.press('Enter');
    const answer = await nextAnswer(page, 1);
    expect(await answer.textContent()).toContain(assistantEn.page.failure);
    await context.close();
  });

  it('checks a visa: United States to Ghana', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/assistant');
    await page.getByLabel(assistantEn.visa.from, { exact: true }).selectOption('US');
    await page.getByLabel(assistantEn.visa.to, { exact: true }).selectOption('GH');
    await page.getByRole('button', { name: assistantEn.visa.check, exact: true }).click();
    const result = page.getByTestId('visa-result');
    await result.waitFor();
    expect(await result.textContent()).toContain('United States citizens need a visa for Ghana.');
    expect(problems).toEqual([]);
    await context.close();
  });
});
