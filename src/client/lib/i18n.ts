import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import flightsEn from '../locales/flights.en.json';
import flightsFr from '../locales/flights.fr.json';
import checkoutEn from '../locales/checkout.en.json';
import checkoutFr from '../locales/checkout.fr.json';
import accountEn from '../locales/account.en.json';
import accountFr from '../locales/account.fr.json';
import adminEn from '../locales/admin.en.json';
import adminFr from '../locales/admin.fr.json';
import countriesEn from '../locales/countries.en.json';
import countriesFr from '../locales/countries.fr.json';
import toursEn from '../locales/tours.en.json';
import toursFr from '../locales/tours.fr.json';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'teranga.language';

function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === 'en' || saved === 'fr') return saved;
  } catch {
    // storage can be blocked; fall back to the browser's language
  }
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('fr')
    ? 'fr'
    : 'en';
}

export function setLanguage(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // the choice still applies to this visit
  }
  void i18n.changeLanguage(language);
}

/** The page's language and title follow the chosen language. */
function applyLanguage(language: string) {
  document.documentElement.lang = language;
  document.title = i18n.t('common.siteTitle');
}

i18n.on('languageChanged', applyLanguage);

void i18n.use(initReactI18next).init({
  resources: {
    en: {
      translation: {
        ...en,
        flights: flightsEn,
        checkout: checkoutEn,
        account: accountEn,
        admin: adminEn,
        countries: countriesEn,
        tours: toursEn,
      },
    },
    fr: {
      translation: {
        ...fr,
        flights: flightsFr,
        checkout: checkoutFr,
        account: accountFr,
        admin: adminFr,
        countries: countriesFr,
        tours: toursFr,
      },
    },
  },
  lng: initialLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});
applyLanguage(i18n.language);

export default i18n;
