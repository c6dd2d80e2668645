import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import en from '../../src/client/locales/en.json';
import fr from '../../src/client/locales/fr.json';
import helpEn from '../../src/client/locales/help.en.json';
import helpFr from '../../src/client/locales/help.fr.json';
import contactEn from '../../src/client/locales/contact.en.json';
import contactFr from '../../src/client/locales/contact.fr.json';
import legalEn from '../../src/client/locales/legal.en.json';
import legalFr from '../../src/client/locales/legal.fr.json';
import { HELP_ARTICLES } from '../../src/server/db/seed/data/help-articles.ts';
import { baseUrl, launchBrowser, openPage, seriousViolations } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { width: 360, height: 740 };
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const toast = (page: Page) => page.locator('[data-variant]').first();

type Messages = { [key: string]: string | Messages };

/** Every English sentence (three words or more) that French says differently. */
function englishSentences(english: Messages, french: Messages | undefined, into: Set<string>) {
  for (const [key, text] of Object.entries(english)) {
    const other = french?.[key];
    if (typeof text !== 'string') {
      englishSentences(text, typeof other === 'object' ? other : undefined, into);
    } else if (text !== other) {
      for (const piece of text.split(/\{\{[^}]*\}\}|\[[^\]]*\]\([^)]*\)/)) {
        if ((piece.match(/[A-Za-z']+/g) ?? []).length >= 3) into.add(piece.trim());
      }
    }
  }
  return into;
}

const ENGLISH = englishSentences(
  { ...en, help: helpEn, contact: contactEn, legal: legalEn } as unknown as Messages,
  { ...fr, help: helpFr, contact: contactFr, legal: legalFr } as unknown as Messages,
  new Set(),
);

async function expectNoEnglish(page: Page, where: string) {
  const text = await page.locator('main').innerText();
  const left = [...ENGLISH].filter((sentence) => text.includes(sentence));
  expect(left, where).toEqual([]);
}

/** The outbox as an administrator reads it. */
async function outbox(): Promise<{ to: string; subject: string; text: string }[]> {
  const admin = await browser.newContext({ baseURL: baseUrl() });
  await admin.request.post('/api/auth/login', { data: inject('admin') });
  const mails = await (await admin.request.get('/api/admin/outbox?pageSize=100')).json();
  await admin.close();
  return mails;
}

describe('the contact page', () => {
  it('asks for the required fields, sends the message, says so and empties the form', async () => {
    const { context, page, problems } = await openPage(browser);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) sent.push(request.postData() ?? '');
    });
    await page.goto('/contact');
    await h1(page).filter({ hasText: 'Contact Us' }).waitFor();
    expect(await page.title()).toBe('Contact Us - Teranga');
    const form = page.getByRole('form', { name: 'Send us a message' });
    const name = form.getByLabel('Full Name');
    const email = form.getByLabel('Email Address');
    const subject = form.getByLabel('Subject');
    const category = form.getByLabel('Category');
    const message = form.getByLabel('Message');
    expect(await email.getAttribute('type')).toBe('email');

    // Nothing filled: the spec's toast, the fields named, nothing sent.
    await form.getByRole('button', { name: 'Send Message' }).click();
    await toast(page).getByText('Missing Information', { exact: true }).waitFor();
    await toast(page).getByText('Please fill in all required fields.').waitFor();
    for (const field of [name, email, message]) {
      expect(await field.getAttribute('aria-invalid')).toBe('true');
    }
    expect(await subject.getAttribute('aria-invalid')).toBeNull();
    // The focus goes to the first field to fix.
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);

    // A bad address is refused next to its field, before anything is sent.
    await name.fill('Ama Mensah');
    await email.fill('ama.mensah-at-example.com');
    await message.fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      'Enter a valid email address',
    );
    expect(sent).toEqual([]);

    const unique = `Airport transfer ${Date.now()}`;
    await email.fill('ama.mensah@example.com');
    await subject.fill(unique);
    await category.selectOption('payment');
    await message.fill('Can I pay the Osu guesthouse in cedis on arrival?\nThank you.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await toast(page).getByText('Message Sent', { exact: true }).waitFor();
    await toast(page)
      .getByText("We've received your message and will respond within 24 hours.")
      .waitFor();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!)).toMatchObject({ category: 'payment', subject: unique });

    // The form starts again empty.
    for (const field of [name, email, subject, message]) expect(await field.inputValue()).toBe('');
    expect(await category.inputValue()).toBe('general');

    // The support team has it, as the administrator reads the outbox.
    const mail = (await outbox()).find((m) => m.subject.includes(unique));
    expect(mail?.to).toBe('support@teranga.travel');
    expect(mail?.subject).toMatch(/^\[Contact #\d+ · payment\] Airport transfer \d+$/);
    expect(mail?.text).toContain('Ama Mensah <ama.mensah@example.com>');
    expect(mail?.text).toContain('Can I pay the Osu guesthouse in cedis on arrival?');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a refused field beside it and the spec’s error toast when sending fails', async () => {
    const { context, page, problems } = await openPage(browser);
    let answer = {
      status: 400,
      body: {
        message: 'message: must be at most 2000 characters',
        code: 'invalid_request',
        errors: [{ field: 'message', rule: 'too_long', limit: 2000, message: 'too long' }],
      } as object,
    };
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: answer.status,
        contentType: 'application/json',
        body: JSON.stringify(answer.body),
      }),
    );
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Full Name').fill('Kofi Boateng');
    await form.getByLabel('Email Address').fill('kofi@example.com');
    await form.getByLabel('Message').fill('A question about my booking.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    // In the toast: Radix also announces it, for a moment, in a live region of its own.
    await toast(page)
      .getByText('Failed to send message. Please try again or contact us directly.')
      .waitFor();
    expect(await toast(page).getByText('Error', { exact: true }).count()).toBe(1);
    const message = form.getByLabel('Message');
    await expect.poll(() => message.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await message.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      'Enter at most 2000 characters',
    );
    // What was typed stays, to be corrected.
    expect(await form.getByLabel('Full Name').inputValue()).toBe('Kofi Boateng');

    answer = { status: 500, body: { message: 'Something went wrong', code: 'server_error' } };
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Failed to send message.');
    expect(problems.filter((p) => !/status of (400|500)/.test(p))).toEqual([]);
    await context.close();
  });

  it('shows the contact details, the emergency line, three offices, hours and quick links', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE });
    await page.goto('/contact');
    await h1(page).filter({ hasText: 'Contact Us' }).waitFor();
    await page.getByRole('link', { name: 'support@teranga.travel' }).waitFor();
    const emergency = page.getByTestId('emergency-line');
    expect(await emergency.textContent()).toContain('Emergency line, 24/7');
    expect(await emergency.getByRole('link').getAttribute('href')).toMatch(/^tel:\+\d+$/);
    const offices = page.getByTestId('office');
    expect(await offices.count()).toBe(3);
    const texts = await offices.allTextContents();
    expect(texts[0]).toContain('Victoria Island, Lagos');
    expect(texts[0]).toContain('+234');
    expect(texts[1]).toContain('Osu, Accra');
    expect(texts[1]).toContain('+233');
    expect(texts[2]).toContain('Plateau, Dakar');
    expect(texts[2]).toContain('+221');
    const hours = await page.getByTestId('support-hours').innerText();
    expect(hours).toMatch(/Monday to Friday\s+9:00\sAM – 6:00\sPM/);
    expect(hours).toMatch(/Saturday\s+10:00\sAM – 4:00\sPM/);
    expect(hours).toMatch(/Sunday\s+Closed/);
    const links = page.getByRole('navigation', { name: 'Quick links' });
    for (const [label, href] of [
      ['Help Center', '/help'],
      ['Find your booking', '/bookings'],
      ['Travel Guide', '/guide'],
      ['Tour Operators', '/tour-operators'],
    ]) {
      expect(
        await links.getByRole('link', { name: new RegExp(`^${label}`) }).getAttribute('href'),
      ).toBe(href);
    }
    await context.close();
  });
});

describe('the help centre', () => {
  const cards = (page: Page) => page.getByTestId('help-article');
  const count = (page: Page) => page.getByTestId('help-count');

  it('searches titles, filters by category, says when nothing matches and leads to support', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/help');
    await h1(page).filter({ hasText: 'Help Center' }).waitFor();
    await count(page)
      .filter({ hasText: /articles$/ })
      .waitFor();
    const all = await cards(page).count();
    expect(all).toBeGreaterThanOrEqual(16);
    for (const name of [
      'Booking & Reservations',
      'Payment & Pricing',
      'Travel Documents',
      'West Africa Travel',
    ]) {
      await page.getByRole('heading', { level: 2, name }).waitFor();
    }
    expect(await cards(page).filter({ hasText: 'Popular' }).count()).toBe(3);
    expect(await cards(page).first().textContent()).toMatch(/[\d,]+ views/);

    // The three support tiles lead to the contact page, and say its facts (decision 0021).
    for (const [title, text] of [
      ['Travel assistant', 'Our AI assistant, at any hour'],
      ['Email', 'We answer within 24 hours'],
      ['Phone', 'Mon–Fri 9:00\\sAM – 6:00\\sPM, Sat 10:00\\sAM – 4:00\\sPM'],
    ]) {
      const tile = page.getByRole('link', { name: new RegExp(`^${title}\\s*${text}$`) });
      expect(await tile.getAttribute('href')).toBe('/contact');
    }

    const search = page.getByLabel('Search help articles');
    await search.fill('VISA');
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await cards(page).first().textContent()).toContain(
      'Do I need a visa to visit West Africa?',
    );
    expect(await count(page).textContent()).toBe('1 article matches “VISA”');
    await expect.poll(() => page.url()).toContain('q=VISA');

    await search.fill('no article is called this');
    await page.getByRole('heading', { name: 'No results found' }).waitFor();
    expect(await cards(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Show all articles' }).click();
    await expect.poll(() => cards(page).count()).toBe(all);
    expect(await search.inputValue()).toBe('');

    await page.getByRole('button', { name: /^Travel Documents/ }).click();
    await expect.poll(() => page.url()).toContain('category=documents');
    await expect.poll(() => cards(page).count()).toBeLessThan(all);
    expect(
      await page.getByRole('button', { name: /^Travel Documents/ }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await page.getByRole('heading', { level: 2, name: 'Payment & Pricing' }).count()).toBe(
      0,
    );
    expect(await cards(page).count()).toBeGreaterThanOrEqual(4);
    await search.fill('refund');
    await page.getByRole('heading', { name: 'No results found' }).waitFor();
    await page.getByRole('button', { name: /^Travel Documents/ }).click();
    await expect.poll(() => cards(page).count()).toBe(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens an article, shows its body and counts the view', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/help?q=refund');
    const card = cards(page).filter({ hasText: 'When will I get my refund?' });
    await card.waitFor();
    const before = Number(
      /([\d,]+) views/.exec((await card.textContent()) ?? '')![1]!.replace(/,/g, ''),
    );
    await card.getByRole('link', { name: 'When will I get my refund?' }).click();
    await page.waitForURL('**/help/refund-times');
    await h1(page).filter({ hasText: 'When will I get my refund?' }).waitFor();
    await page.getByText('Refunds take 7 to 14 business days', { exact: false }).waitFor();
    await expect
      .poll(async () => page.getByTestId('article-meta').textContent())
      .toContain(`${(before + 1).toLocaleString('en')} views`);
    expect(await page.title()).toBe('When will I get my refund? - Help Center - Teranga');
    // Links in the body lead to the site's own pages.
    expect(
      await page.getByRole('link', { name: 'How do I cancel a booking' }).getAttribute('href'),
    ).toBe('/help/cancel-a-booking');
    expect(await seriousViolations(page)).toEqual([]);

    // The server counted it, and the list shows it on the way back.
    const stored = await (await page.request.get('/api/help/articles/refund-times')).json();
    expect(stored.views).toBe(before + 1);
    await page.getByRole('link', { name: 'Back to the Help Center' }).click();
    await page.waitForURL('**/help');
    const again = cards(page).filter({ hasText: 'When will I get my refund?' });
    await expect
      .poll(() => again.textContent())
      .toContain(`${(before + 1).toLocaleString('en')} views`);

    // An unknown article says so.
    await page.goto('/help/no-such-article');
    await h1(page).filter({ hasText: 'Article not found' }).waitFor();
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await context.close();
  });

  it('works from the keyboard alone', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: PHONE });
    await page.goto('/help');
    await count(page)
      .filter({ hasText: /articles$/ })
      .waitFor();
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return `${el?.tagName} ${el?.getAttribute('aria-label') ?? el?.textContent?.trim()}`;
      });
    await page.getByRole('searchbox').focus();
    await page.keyboard.type('passport');
    await page.keyboard.press('Enter');
    await expect.poll(() => cards(page).count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('BUTTON Clear the search');
    await page.keyboard.press('Enter');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(1);
    await page.keyboard.press('Tab');
    expect(await focused()).toMatch(/^BUTTON Booking & Reservations/);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => page.url()).toContain('category=payment');
    // The list shows the payment articles only (it is drawn again after the address changes).
    const payment = HELP_ARTICLES.filter((a) => a.category === 'payment').map((a) => a.title.en);
    await expect
      .poll(async () =>
        (await cards(page).allInnerTexts()).every((text) => payment.some((t) => text.includes(t))),
      )
      .toBe(true);
    // On through the payment articles to the first, and into it.
    let steps = 0;
    while (!(await focused()).startsWith('A ') && steps++ < 10) await page.keyboard.press('Tab');
    const title = (await focused()).slice(2);
    await page.keyboard.press('Enter');
    await h1(page).filter({ hasText: title }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('searches French titles without regard to accents', async () => {
    const { context, page, problems } = await openPage(browser, { locale: 'fr-FR' });
    await page.goto('/help');
    await h1(page).filter({ hasText: "Centre d'aide" }).waitFor();
    await page.getByLabel("Rechercher dans l'aide").fill('FIEVRE jaune');
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await cards(page).first().textContent()).toContain(
      'Ai-je besoin d’un certificat de vaccination contre la fièvre jaune ?',
    );
    expect(await cards(page).first().textContent()).toMatch(/vues/);
    await page.getByLabel("Rechercher dans l'aide").fill('zzz');
    await page.getByRole('heading', { name: 'Aucun résultat' }).waitFor();
    await expectNoEnglish(page, '/help in French');
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** Each page: its heading and a text only it says, in English and in French. */
const PAGES = [
  {
    path: '/help',
    en: { h1: 'Help Center', says: ['Still need help?'] },
    fr: { h1: "Centre d'aide", says: ["Besoin d'aide supplémentaire ?"] },
  },
  {
    path: '/contact',
    en: { h1: 'Contact Us', says: ['Regional offices', 'Sunday'] },
    fr: { h1: 'Nous contacter', says: ['Bureaux régionaux', 'Dimanche'] },
  },
  {
    path: '/privacy',
    en: {
      h1: 'Privacy Policy',
      says: ['removed within 30 days', 'children under 13', 'no analytics', 'teranga_session'],
    },
    fr: {
      h1: 'Politique de confidentialité',
      says: ['effacées sous 30 jours', 'enfants de moins de 13 ans', 'teranga_session'],
    },
  },
  {
    path: '/terms',
    en: {
      h1: 'Terms of Service',
      says: ['within 60 days', '7 to 14 business days', '30 days before it takes effect'],
    },
    fr: {
      h1: "Conditions d'utilisation",
      says: ['dans les 60 jours', '7 à 14 jours ouvrés', '30 jours avant son entrée en vigueur'],
    },
  },
  {
    path: '/about',
    en: { h1: 'About Teranga', says: ['Wolof word for hospitality', 'What we offer'] },
    fr: { h1: 'À propos de Teranga', says: ['hospitalité en wolof', 'Ce que nous proposons'] },
  },
] as const;

const DESKTOP = { width: 1280, height: 900 };

describe('the help, contact and static pages', () => {
  for (const { path, ...languages } of PAGES) {
    for (const language of ['en', 'fr'] as const) {
      const expected = languages[language];
      // axe reads the page's markup and colours, the same at both widths but for the header's
      // menu: each language is scanned at one width, French (the longer words) on the phone.
      const scanned = language === 'fr' ? PHONE : DESKTOP;
      it(`${path} in ${language === 'en' ? 'English' : 'French'}: on a phone and a desktop, no serious axe violations`, async () => {
        // Loaded once, on the phone, then widened to the desktop: the pages' layout is their
        // stylesheet's media queries, which a resize applies as a load at that width would.
        const { context, page, problems } = await openPage(browser, {
          viewport: PHONE,
          locale: language === 'fr' ? 'fr-FR' : 'en-GB',
        });
        await page.goto(path);
        await h1(page).filter({ hasText: expected.h1 }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect(await page.title()).toContain(expected.h1);
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          expect(await h1(page).count()).toBe(1);
          const text = await page.locator('main').innerText();
          for (const words of expected.says) expect(text, `${path} ${language}`).toContain(words);
          expect(await overflow(page), `${path} ${language} at ${viewport.width}px`).toBe(0);
          if (viewport === scanned) {
            expect(await seriousViolations(page), `${path} ${language}`).toEqual([]);
          }
          if (language === 'fr') await expectNoEnglish(page, `${path} in French`);
        }
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }

  it('the footer leads to each of them', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    const footer = page.locator('footer');
    for (const [name, heading] of [
      ['Help Center', 'Help Center'],
      ['Contact', 'Contact Us'],
      ['About', 'About Teranga'],
      ['Privacy', 'Privacy Policy'],
      ['Terms', 'Terms of Service'],
    ]) {
      await footer.getByRole('link', { name, exact: true }).click();
      await h1(page).filter({ hasText: heading }).waitFor();
    }
    await context.close();
  });
});
