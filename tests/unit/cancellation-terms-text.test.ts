import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../src/client/locales/en.json';
import fr from '../../src/client/locales/fr.json';
import { bookingTermsText, termsText } from '../../src/client/lib/cancellation-terms.ts';
import type { TermsOf } from '../../src/client/lib/cancellation-terms.ts';

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
  const before = new Date('2026-11-27T10:00:00.000Z');

  it("says a stay's late fee in nights, and a tour's in days of the tour", () => {
    const t = i18n.getFixedT('en');
    expect(termsText(t, 'en', rule, deadline, 'stay', before)).toMatch(
      /the first night is charged\.$/,
    );
    expect(termsText(t, 'en', rule, deadline, 'tour', before)).toMatch(
      /the first day of the tour is charged\.$/,
    );
    expect(termsText(t, 'en', { ...rule, lateFee: 'half' }, deadline, 'tour', before)).toMatch(
      /50% of the tour/,
    );
  });

  it('in French too', () => {
    const t = i18n.getFixedT('fr');
    expect(termsText(t, 'fr', rule, deadline, 'tour', before)).toMatch(
      /la première journée du circuit est facturée\.$/,
    );
  });

  it('never states a deadline already past as free: cancelling now costs the fee', () => {
    const t = i18n.getFixedT('en');
    const after = new Date(Date.parse(deadline.freeUntil) + 1000);
    const atDeadline = new Date(deadline.freeUntil);
    expect(termsText(t, 'en', rule, deadline, 'stay', atDeadline)).toMatch(
      /^Free cancellation until/,
    );
    expect(termsText(t, 'en', rule, deadline, 'stay', after)).toBe(
      'Free cancellation has already ended: cancelling now costs the first night.',
    );
    expect(termsText(t, 'en', rule, deadline, 'tour', after)).toBe(
      'Free cancellation has already ended: cancelling now costs the first day of the tour.',
    );
    expect(termsText(i18n.getFixedT('fr'), 'fr', rule, deadline, 'stay', after)).toBe(
      "L'annulation gratuite est déjà terminée\u202f: annuler maintenant coûte la première nuit.",
    );
  });

  it('a booking awaiting its property says it can be withdrawn free until confirmed', () => {
    const t = i18n.getFixedT('en');
    const view: TermsOf = {
      awaitingConfirmation: true,
      cancellation: { freeHours: 72, lateFee: 'first_night', freeUntil: deadline.freeUntil },
      trip: {
        kind: 'stay',
        accommodationId: 1,
        name: 'Ikoyi Hotel',
        address: 'Ikoyi, Lagos, Nigeria',
        city: 'Lagos',
        timeZone: 'Africa/Lagos',
        checkIn: '2026-12-12',
        checkOut: '2026-12-14',
        nights: 2,
        guests: 1,
        manualConfirmation: true,
      },
    };
    const after = new Date(Date.parse(deadline.freeUntil) + 1000);
    const text = bookingTermsText(t, 'en', view, after);
    expect(text).toMatch(
      /^Until the property confirms the booking, you can withdraw it for a full refund\./,
    );
    expect(text).toContain('cancelling now costs the first night');
    expect(text).not.toContain('Free cancellation until');
    expect(
      bookingTermsText(t, 'en', { ...view, awaitingConfirmation: false }, after),
    ).not.toContain('withdraw');
  });
});
