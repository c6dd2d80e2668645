import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  loadPageDrawer,
  readerLanguage,
  type PageDrawer,
} from '../../src/server/lib/drawn-pages.ts';

/** The drawer, answering each page's text. */
const textOf = (drawer: PageDrawer) => ({
  html: async (url: string, language: 'en' | 'fr') =>
    (await drawer.html(url, language))?.text ?? null,
});
import { withDrawnPage } from '../../src/server/lib/index-html.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Teranga - West Africa travel</title>
    <meta
      name="description"
      content="Home description"
    />
    <meta property="og:title" content="Teranga - West Africa travel" />
    <meta
      property="og:description"
      content="Home description"
    />
    <meta property="og:url" content="https://teranga.example/" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the language a page is drawn in', () => {
  it('is the chosen one from the cookie, before the browser languages', () => {
    expect(readerLanguage({ 'teranga.language': 'fr' }, 'en-GB,en;q=0.9')).toBe('fr');
    expect(readerLanguage({ 'teranga.language': 'en' }, 'fr-FR,fr;q=0.9')).toBe('en');
  });

  it("is the browser's first language otherwise, as the page picks it; English by default", () => {
    expect(readerLanguage({}, 'fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(readerLanguage({}, 'FR')).toBe('fr');
    expect(readerLanguage({}, 'en-US,fr;q=0.9')).toBe('en');
    expect(readerLanguage({}, 'de-DE')).toBe('en');
    expect(readerLanguage({}, undefined)).toBe('en');
    expect(readerLanguage({ 'teranga.language': 'xx' }, 'fr')).toBe('fr');
  });
});

describe('index.html with a drawn page', () => {
  const page = {
    html: '<h1>Hôtels et séjours</h1>',
    meta: {
      title: "Hôtels d'Afrique <de l'Ouest> $& - Teranga",
      description: 'Chambres "libres" & prix',
    },
  };
  const html = withDrawnPage(TEMPLATE, page, 'fr', '/hotels?destination=Dakar');

  it('carries the page in #root, marked with its language, and the language on <html>', () => {
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<div id="root" data-drawn-in="fr"><h1>Hôtels et séjours</h1></div>');
  });

  it("has the page's own title, description and share preview, escaped", () => {
    const title = 'Hôtels d&#39;Afrique &lt;de l&#39;Ouest&gt; $&amp; - Teranga';
    const description = 'Chambres &quot;libres&quot; &amp; prix';
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(new RegExp(`name="description"\\s+content="${description}"`));
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toMatch(new RegExp(`property="og:description"\\s+content="${description}"`));
    expect(html).toContain(
      '<meta property="og:url" content="https://teranga.example/hotels?destination=Dakar" />',
    );
    expect(html).not.toContain('Home description');
  });
});

/**
 * A server build whose drawPage counts its calls, fails for the path `/flights`, and draws
 * `/tour-operators` with the answer of the API it was given.
 */
function fakeServerBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'teranga-drawn-'));
  writeFileSync(
    join(dir, 'entry-server.js'),
    `globalThis.drawCalls = [];
let send;
export function sendApiRequestsWith(sender) { send = sender; }
export async function drawPage(path, search, language, guest) {
  const who = guest ? ' guest' : '';
  globalThis.drawCalls.push(language + ' ' + path + search + who);
  if (path === '/flights') throw new Error('cannot draw');
  const html = '<p>' + language + ' ' + path + search + who + '</p>';
  if (path !== '/tour-operators') return { html, meta: { title: 'T ' + path } };
  const answer = await send('/api/tour-operators' + search);
  return { html, meta: {}, data: await answer.text() };
}`,
  );
  return dir;
}

describe('the pages drawn ahead', () => {
  const calls = () => (globalThis as unknown as { drawCalls: string[] }).drawCalls;

  it('are none without a server build', async () => {
    expect(
      await loadPageDrawer(mkdtempSync(join(tmpdir(), 'none-')), TEMPLATE, { onError: () => {} }),
    ).toBe(null);
  });

  it("are drawn signed out for a guest, apart from a page that may be someone's", async () => {
    const drawer = (await loadPageDrawer(fakeServerBuild(), TEMPLATE, { onError: () => {} }))!;
    const guest = await drawer.html('/', 'en', true);
    const anyone = await drawer.html('/', 'en', false);
    expect(guest?.text).toContain('<p>en / guest</p>');
    expect(anyone?.text).toContain('<p>en /</p>');
    expect(await drawer.html('/', 'en', true)).toBe(guest);
    expect(await drawer.html('/', 'en')).toBe(anyone);
    expect(calls()).toEqual(['en / guest', 'en /']);
  });

  it('are the public ones, drawn once per page, query and language, and kept', async () => {
    const drawer = textOf(
      (await loadPageDrawer(fakeServerBuild(), TEMPLATE, { onError: () => {} }))!,
    );
    const first = await drawer.html('/hotels?guests=2', 'en');
    expect(first).toContain('<div id="root" data-drawn-in="en"><p>en /hotels?guests=2</p></div>');
    expect(first).toContain('<title>T /hotels</title>');
    expect(await drawer.html('/hotels?guests=2', 'en')).toBe(first);
    expect(await drawer.html('/hotels?guests=2', 'fr')).toContain('<p>fr /hotels?guests=2</p>');
    expect(await drawer.html('/', 'en')).toContain('<p>en /</p>');
    expect(calls()).toEqual(['en /hotels?guests=2', 'fr /hotels?guests=2', 'en /']);
    // Each country page and each help article too.
    expect(await drawer.html('/country/ghana', 'en')).toContain('<p>en /country/ghana</p>');
    expect(await drawer.html('/help/how-to-book', 'en')).toContain('<p>en /help/how-to-book</p>');
    // Pages that need a session are drawn by the browser alone, as is any path that is not a
    // page's.
    expect(await drawer.html('/dashboard?tab=trips', 'en')).toBe(null);
    expect(await drawer.html('/help/a/b', 'en')).toBe(null);
    expect(await drawer.html('/country/%3Cscript%3E', 'en')).toBe(null);
    expect(calls()).toHaveLength(5);
  });

  it("draws the checkout's loading screen without its query, which may carry a booking", async () => {
    const drawer = textOf(
      (await loadPageDrawer(fakeServerBuild(), TEMPLATE, { onError: () => {} }))!,
    );
    const booking = encodeURIComponent(JSON.stringify({ type: 'hotel', name: 'Osu Lodge' }));
    const first = await drawer.html(`/checkout?booking=${booking}`, 'en');
    expect(first).toContain('<p>en /checkout</p>');
    expect(first).not.toContain('Osu');
    // One page for every booking: another's address is answered with the page kept.
    expect(await drawer.html('/checkout?booking=other', 'en')).toBe(first);
    expect(await drawer.html('/checkout', 'en')).toBe(first);
    expect(calls()).toEqual(['en /checkout']);
  });

  it('are sent undrawn when drawing fails, and tried again on the next request', async () => {
    const failures: string[] = [];
    const drawer = textOf(
      (await loadPageDrawer(fakeServerBuild(), TEMPLATE, {
        onError: (_error, url) => failures.push(url),
      }))!,
    );
    expect(await drawer.html('/flights', 'en')).toBe(null);
    expect(await drawer.html('/flights', 'en')).toBe(null);
    expect(failures).toEqual(['/flights', '/flights']);
    expect(calls()).toEqual(['en /flights', 'en /flights']);
  });

  it('are drawn anew at most so many a second; beyond, sent undrawn, kept ones still sent', async () => {
    // The allowance refills by performance.now(): the test moves that clock, so a slow machine
    // earns no draw mid-test and no real time is waited for.
    vi.useFakeTimers({ toFake: ['performance'] });
    const drawer = textOf(
      (await loadPageDrawer(fakeServerBuild(), TEMPLATE, {
        onError: () => {},
        newDrawsPerSecond: 5,
      }))!,
    );
    const kept = await drawer.html('/', 'en');
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, i) => drawer.html(`/hotels?guests=${i}`, 'en')),
    );
    expect(sent.filter((html) => html !== null)).toHaveLength(4);
    expect(calls()).toHaveLength(5);
    expect(await drawer.html('/', 'en')).toBe(kept);
    // One is allowed again after a fifth of a second.
    vi.advanceTimersByTime(199);
    expect(await drawer.html('/hotels?guests=6', 'en')).toBe(null);
    vi.advanceTimersByTime(51);
    expect(await drawer.html('/hotels?guests=7', 'en')).toContain('<p>en /hotels?guests=7</p>');
  });

  it('are drawn again on a new day (they show dates relative to today)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T23:59:00') });
    const drawer = textOf(
      (await loadPageDrawer(fakeServerBuild(), TEMPLATE, { onError: () => {} }))!,
    );
    await drawer.html('/hotels', 'en');
    await drawer.html('/hotels', 'en');
    expect(calls()).toEqual(['en /hotels']);
    vi.setSystemTime(new Date('2026-11-26T00:01:00'));
    await drawer.html('/hotels', 'en');
    expect(calls()).toEqual(['en /hotels', 'en /hotels']);
  });
});

describe('a kept page', () => {
  const calls = () => (globalThis as unknown as { drawCalls: string[] }).drawCalls;

  it('is compressed once for each encoding asked, to what it says', async () => {
    const drawer = (await loadPageDrawer(fakeServerBuild(), TEMPLATE, { onError: () => {} }))!;
    const page = (await drawer.html('/hotels', 'fr'))!;
    const br = await page.encoded('br');
    expect(brotliDecompressSync(br).toString()).toBe(page.text);
    expect(gunzipSync(await page.encoded('gzip')).toString()).toBe(page.text);
    const again = (await drawer.html('/hotels', 'fr'))!;
    expect(await again.encoded('br')).toBe(br);
  });

  it('makes room: beyond so many characters kept, the oldest pages are drawn again', async () => {
    // Each page is a little longer than the template: two fit.
    const drawer = textOf(
      (await loadPageDrawer(fakeServerBuild(), TEMPLATE, {
        onError: () => {},
        maxKeptChars: 2.5 * TEMPLATE.length,
      }))!,
    );
    for (const path of ['/', '/hotels', '/guide']) await drawer.html(path, 'en');
    await drawer.html('/guide', 'en');
    await drawer.html('/hotels', 'en');
    expect(calls()).toEqual(['en /', 'en /hotels', 'en /guide']);
    // The third made room: the first is drawn again, and makes room in turn.
    await drawer.html('/', 'en');
    await drawer.html('/guide', 'en');
    expect(calls()).toEqual(['en /', 'en /hotels', 'en /guide', 'en /']);
  });
});

describe('a page drawn with its data', () => {
  const calls = () => (globalThis as unknown as { drawCalls: string[] }).drawCalls;

  it('asks the API given, carries the answer as data, and is kept a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T10:00:00') });
    const asked: string[] = [];
    let operators = ['Kakum </script><script>alert(1)</script>'];
    const drawer = textOf(
      (await loadPageDrawer(fakeServerBuild(), TEMPLATE, {
        onError: () => {},
        askApi: async (input) => {
          asked.push(String(input));
          return new Response(JSON.stringify(operators));
        },
      }))!,
    );
    const html = (await drawer.html('/tour-operators?country=Ghana', 'en'))!;
    expect(asked).toEqual(['/api/tour-operators?country=Ghana']);
    // The data follows the page, as data: "<" escaped, so nothing in it closes the element.
    expect(html).toContain(
      '<div id="root" data-drawn-in="en"><p>en /tour-operators?country=Ghana</p></div>' +
        '<script type="application/json" id="drawn-data">["Kakum \\u003c/script>\\u003cscript>alert(1)\\u003c/script>"]</script>',
    );
    const data = /id="drawn-data">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(data)).toEqual(operators);

    operators = ['Kakum', 'Eko'];
    vi.setSystemTime(new Date('2026-11-25T10:00:59'));
    expect(await drawer.html('/tour-operators?country=Ghana', 'en')).toBe(html);
    // Past a minute, an administrator's change shows: the page is drawn again with it.
    vi.setSystemTime(new Date('2026-11-25T10:01:01'));
    expect(await drawer.html('/tour-operators?country=Ghana', 'en')).toContain('["Kakum","Eko"]');
    expect(calls()).toHaveLength(2);
    // A page without data is still kept for the day.
    await drawer.html('/about', 'en');
    vi.setSystemTime(new Date('2026-11-25T18:00:00'));
    await drawer.html('/about', 'en');
    expect(calls()).toHaveLength(3);
  });
});

afterEach(() => {
  vi.useRealTimers();
});
