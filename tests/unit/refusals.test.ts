import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import checkoutEn from '../../src/client/locales/checkout.en.json';
import checkoutFr from '../../src/client/locales/checkout.fr.json';
import { refusalMessage } from '../../src/client/features/checkout/refusals.ts';

const i18n = i18next.createInstance();
await i18n.init({
  resources: {
    en: { translation: { checkout: checkoutEn } },
    fr: { translation: { checkout: checkoutFr } },
  },
  lng: 'fr',
  interpolation: { escapeValue: false },
});
const t = i18n.getFixedT('fr');
const say = (body: Record<string, unknown>) =>
  refusalMessage(body, t, 'fr', 'checkout.toast.sessionDefault');

describe('refusals in the traveller’s language', () => {
  it('says a changed price, a sold-out night and a declined card in French, with their values', () => {
    const priced = say({
      code: 'price_changed',
      newPrice: '440.00',
      message: 'The price changed: the total is now 440.00 USD',
    });
    expect(priced).toMatch(/^Le prix a changé : le total est maintenant de 440,00/);
    expect(say({ code: 'sold_out', night: '2026-12-10', message: 'Sold out: no room' })).toBe(
      'Complet : il ne reste aucune chambre la nuit du 2026-12-10.',
    );
    expect(say({ code: 'card_declined', message: 'Your card was declined.' })).toBe(
      'Votre carte a été refusée.',
    );
  });

  it('falls back to the server’s message for a code it does not know, then to a default', () => {
    expect(say({ code: 'something_new', message: 'Something new' })).toBe('Something new');
    expect(say({})).toBe(checkoutFr.toast.sessionDefault);
  });

  it('has every refusal text in both languages', () => {
    expect(Object.keys(checkoutFr.refusals).sort()).toEqual(
      Object.keys(checkoutEn.refusals).sort(),
    );
  });
});
