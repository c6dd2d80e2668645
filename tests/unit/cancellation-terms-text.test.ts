import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../src/client/locales/en.json';
import fr from '../../src/client/locales/fr.json';
import { termsText } from '../../src/client/lib/cancellation-terms.ts';

const i18n = i18next.createInstance();
await i18n.init({
  resources: { en: { translation: en }, fr: { translation: fr } },
  lng: 'en',
  interpolation: { escapeValue: false },
});

describe('cancellation terms as the pages state them', () => {
  const rule = { freeHours: 72, lateFee: 'first_night' as const };
  const deadline = {
    freeUntil: '2026-12-09T13:00:00.000Z',
    timeZone: 'Africa/Lagos',
    place: 'Lagos',
  };

  it("says a stay's late fee in nights, and a tour's in days of the tour", () => {
    const t = i18n.getFixedT('en');
    expect(termsText(t, 'en', rule, deadline)).toMatch(/the first night is charged\.$/);
    expect(termsText(t, 'en', rule, deadline, 'tour')).toMatch(
      /the first day of the tour is charged\.$/,
    );
    expect(termsText(t, 'en', { ...rule, lateFee: 'half' }, deadline, 'tour')).toMatch(
      /50% of the tour/,
    );
  });

  it('in French too', () => {
    const t = i18n.getFixedT('fr');
    expect(termsText(t, 'fr', rule, deadline, 'tour')).toMatch(
      /la première journée du circuit est facturée\.$/,
    );
  });
});
