import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../src/client/locales/en.json';
import fr from '../../src/client/locales/fr.json';
import checkoutEn from '../../src/client/locales/checkout.en.json';
import checkoutFr from '../../src/client/locales/checkout.fr.json';
import { refusalMessage } from '../../src/client/lib/refusals.ts';
import { ERROR_CODES } from '../../src/domain/error-codes.ts';
import { FIELD_RULES } from '../../src/domain/field-errors.ts';
import { defaultCode } from '../../src/server/errors.ts';

const i18n = i18next.createInstance();
await i18n.init({
  resources: {
    en: { translation: { ...en, checkout: checkoutEn } },
    fr: { translation: { ...fr, checkout: checkoutFr } },
  },
  lng: 'fr',
  interpolation: { escapeValue: false },
});
const t = i18n.getFixedT('fr');
const say = (body: Record<string, unknown>) =>
  refusalMessage(body, t, 'fr', 'checkout.toast.sessionDefault');

/** Every `code: '...'` the server's source sends, and the codes of refusals that name none. */
function serverCodes(): Set<string> {
  const codes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (path.endsWith('.ts') && !path.endsWith('env.ts')) {
        for (const match of readFileSync(path, 'utf8').matchAll(/code: '([a-z_]+)'/g)) {
          codes.add(match[1]!);
        }
      }
    }
  };
  walk('src/server');
  for (const status of [400, 401, 402, 403, 404, 409, 413, 415, 429, 500, 503]) {
    codes.add(defaultCode(status));
  }
  return codes;
}

describe('refusals in the traveller’s language', () => {
  it('says a changed price, a sold-out night and a declined card in French, with their values', () => {
    const priced = say({
      code: 'price_changed',
      newPrice: '440.00',
      message: 'The price changed: the total is now 440.00 USD',
    });
    expect(priced).toMatch(/^Le prix a changé\u202f: le total est maintenant de 440,00/);
    expect(say({ code: 'sold_out', night: '2026-12-10', message: 'Sold out: no room' })).toBe(
      'Complet\u202f: il ne reste aucune chambre la nuit du jeu. 10 déc. 2026.',
    );
    expect(say({ code: 'card_declined', message: 'Your card was declined.' })).toBe(
      'Votre carte a été refusée.',
    );
  });

  it('says a refused field by its rule and limit, not by the server’s message', () => {
    const body = {
      code: 'invalid_request',
      message: 'rateId: check-in must be within the next 550 days',
      errors: [{ field: 'rateId', rule: 'too_far_ahead', limit: 550, message: 'check-in must…' }],
    };
    expect(say(body)).toBe('Choisissez une date dans les 550 prochains jours');
  });

  it('never shows the server’s English message: a code it does not know gets the default text', () => {
    expect(say({ code: 'something_new', message: 'Something new' })).toBe(
      checkoutFr.toast.sessionDefault,
    );
    expect(say({})).toBe(checkoutFr.toast.sessionDefault);
  });

  it('knows every code the server sends, even one written outside an error (a reply, a provider)', () => {
    const known = new Set<string>(ERROR_CODES);
    expect([...serverCodes()].filter((code) => !known.has(code))).toEqual([]);
  });

  it('has a text for every code, in both languages', () => {
    const said = new Set(Object.keys(checkoutEn.refusals));
    const special = new Set(['sold_out']); // said as sold_out_night or sold_out_flight
    const missing = ERROR_CODES.filter((code) => !said.has(code) && !special.has(code));
    expect(missing).toEqual([]);
    expect(Object.keys(checkoutFr.refusals).sort()).toEqual(
      Object.keys(checkoutEn.refusals).sort(),
    );
  });

  it('has a text for every field rule, in both languages', () => {
    expect(Object.keys(en.validation.rules).sort()).toEqual([...FIELD_RULES].sort());
    expect(Object.keys(fr.validation.rules).sort()).toEqual([...FIELD_RULES].sort());
  });
});
