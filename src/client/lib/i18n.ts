import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import flightsEn from '../locales/flights.en.json';
import checkoutEn from '../locales/checkout.en.json';
import accountEn from '../locales/account.en.json';
import { LANGUAGE_COOKIE } from '../../domain/languages.ts';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'teranga.language';

/** The choice as a cookie too, for a year like the saved choice: the server draws pages in it. */
function rememberForServer(language: Language) {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === 'en' || saved === 'fr') {
      rememberForServer(saved); // a choice saved before the cookie existed
      return saved;
    }
  } catch {
    // storage can be blocked; fall back to the browser's language
  }
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('fr')
    ? 'fr'
    : 'en';
}

/**
 * The site's own texts in French load on their own, when French is chosen: a phone reading in
 * English does not download them (English, the fallback, comes with the first page).
 */
let frenchTexts: Promise<void> | null = null;
export function loadTextsOf(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  frenchTexts ??= Promise.all([
    import('../locales/fr.json'),
    import('../locales/flights.fr.json'),
    import('../locales/checkout.fr.json'),
    import('../locales/account.fr.json'),
  ]).then(([fr, flights, checkout, account]) => {
    i18n.addResourceBundle(
      'fr',
      'translation',
      {
        ...fr.default,
        flights: flights.default,
        checkout: checkout.default,
        account: account.default,
      },
      true,
      true,
    );
  });
  return frenchTexts;
}

export function setLanguage(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // the choice still applies to this visit
  }
  rememberForServer(language);
  void Promise.all([loadTextsOf(language), loadAskedPageTexts(language)]).then(() =>
    i18n.changeLanguage(language),
  );
}

/**
 * The page's language follows the chosen language; each page sets its own title (page-meta.ts).
 * So does the web app manifest: installed, the app is named in the reader's language.
 */
function applyLanguage(language: string) {
  // The server draws pages too (entry-server.tsx), where there is no document.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) {
    manifest.href = language === 'fr' ? '/manifest.fr.webmanifest' : '/manifest.webmanifest';
  }
}

i18n.on('languageChanged', applyLanguage);

const initial = initialLanguage();
void i18n.use(initReactI18next).init({
  resources: {
    en: {
      translation: {
        ...en,
        flights: flightsEn,
        checkout: checkoutEn,
        account: accountEn,
      },
    },
  },
  lng: initial,
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});
applyLanguage(i18n.language);

/** Resolves once the texts of the language the visitor reads are there; the app waits for it. */
export const textsReady: Promise<void> = loadTextsOf(initial).catch(
  // Not downloaded (the connection dropped): the page is drawn in English rather than not at all.
  async () => {
    frenchTexts = null;
    await i18n.changeLanguage('en');
  },
);

/**
 * The texts of pages most visitors never open (admin, tour operators, country pages, the
 * packages tab) load with their page, so the first page a phone downloads does not carry them.
 */
const PAGE_TEXTS = {
  admin: {
    en: () => import('../locales/admin.en.json'),
    fr: () => import('../locales/admin.fr.json'),
  },
  tours: {
    en: () => import('../locales/tours.en.json'),
    fr: () => import('../locales/tours.fr.json'),
  },
  countries: {
    en: () => import('../locales/countries.en.json'),
    fr: () => import('../locales/countries.fr.json'),
  },
  packages: {
    en: () => import('../locales/packages.en.json'),
    fr: () => import('../locales/packages.fr.json'),
  },
  assistant: {
    en: () => import('../locales/assistant.en.json'),
    fr: () => import('../locales/assistant.fr.json'),
  },
  guide: {
    en: () => import('../locales/guide.en.json'),
    fr: () => import('../locales/guide.fr.json'),
  },
  help: {
    en: () => import('../locales/help.en.json'),
    fr: () => import('../locales/help.fr.json'),
  },
  contact: {
    en: () => import('../locales/contact.en.json'),
    fr: () => import('../locales/contact.fr.json'),
  },
  legal: {
    en: () => import('../locales/legal.en.json'),
    fr: () => import('../locales/legal.fr.json'),
  },
  // Mobile money: the payment step, the test phone, and where a refund goes on booking pages.
  payments: {
    en: () => import('../locales/payments.en.json'),
    fr: () => import('../locales/payments.fr.json'),
  },
} as const;

type PageTexts = keyof typeof PAGE_TEXTS;
const loadedPageTexts = new Map<string, Promise<void>>();
const pagesAsked = new Set<PageTexts>();

function addPageTexts(name: PageTexts, language: Language): Promise<void> {
  const key = `${name} ${language}`;
  let loaded = loadedPageTexts.get(key);
  if (!loaded) {
    loaded = PAGE_TEXTS[name][language]().then((texts) => {
      i18n.addResourceBundle(language, 'translation', { [name]: texts.default }, true, true);
    });
    loadedPageTexts.set(key, loaded);
  }
  return loaded;
}

/**
 * The page texts' languages to have: the reader's, and English, the fallback. The server draws
 * pages in either language side by side (entry-server.tsx), so it has both.
 */
function languagesToLoad(): readonly Language[] {
  if (typeof document === 'undefined') return LANGUAGES;
  return i18n.language === 'fr' ? ['fr', 'en'] : ['en'];
}

/**
 * A page's texts, in the reader's language (and English, the fallback): a phone reading in
 * English does not download the French. Choosing another language loads them for the pages
 * already opened before switching (setLanguage).
 */
export async function loadPageTexts(name: PageTexts): Promise<void> {
  pagesAsked.add(name);
  await Promise.all(languagesToLoad().map((language) => addPageTexts(name, language)));
}

function loadAskedPageTexts(language: Language): Promise<void> {
  return Promise.all([...pagesAsked].map((name) => addPageTexts(name, language))).then(
    () => undefined,
  );
}

export default i18n;
