import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '../../src/client/locales/payments.en.json';
import fr from '../../src/client/locales/payments.fr.json';
import {
  paidWithWalletText,
  refundedToWalletText,
  walletRefundDoneText,
  walletRefundText,
} from '../../src/client/features/checkout/refund-words.ts';

const texts = i18next.createInstance();
await texts.init({
  lng: 'en',
  resources: { en: { translation: { payments: en } }, fr: { translation: { payments: fr } } },
  interpolation: { escapeValue: false },
});
const tIn = (language: string) => texts.getFixedT(language);
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

const wallet = {
  payment: {
    method: 'mobile_money',
    network: 'orange',
    phoneLast4: '4567',
    currency: 'XOF',
    amount: '45000',
  },
} as const;
const card = { payment: { method: 'card', currency: 'USD', amount: '79.58' } } as const;

describe('where a refund goes', () => {
  it('names the wallet, its currency and when, in English and French', () => {
    expect(plain(walletRefundText(tIn('en'), 'en', wallet, false))).toBe(
      'Refund to Orange Money ···4567, in FCFA, usually within 24 hours.',
    );
    expect(plain(walletRefundText(tIn('fr'), 'fr', wallet, true))).toBe(
      '45 000 FCFA remboursés sur Orange Money ···4567, en général sous 24 heures.',
    );
    expect(plain(paidWithWalletText(tIn('fr'), 'fr', wallet))).toBe(
      'Payé avec Orange Money ···4567 : 45 000 FCFA',
    );
    expect(refundedToWalletText(tIn('en'), 'en', wallet)).toBe(
      'Refunded to Orange Money ···4567, in FCFA.',
    );
    expect(
      plain(
        refundedToWalletText(tIn('fr'), 'fr', {
          payment: { ...wallet.payment, refund: '12000' },
        }),
      ),
    ).toBe('12 000 FCFA remboursés sur Orange Money ···4567.');
    expect(walletRefundDoneText(tIn('en'), 'en', wallet, '$79.58')).toBe(
      '$79.58 will be refunded to Orange Money ···4567, in FCFA.',
    );
    const cedis = {
      payment: { ...wallet.payment, network: 'mtn', currency: 'GHS', amount: '971.55' },
    } as const;
    expect(walletRefundText(tIn('en'), 'en', cedis, true)).toBe(
      'GH₵971.55 back to MTN MoMo ···4567, usually within 24 hours.',
    );
  });

  it('says nothing new for a card, or a booking with no payment recorded: their words stay', () => {
    for (const view of [card, {}]) {
      expect(walletRefundText(tIn('en'), 'en', view, true)).toBeNull();
      expect(paidWithWalletText(tIn('en'), 'en', view)).toBeNull();
      expect(refundedToWalletText(tIn('en'), 'en', view)).toBeNull();
      expect(
        plain(
          refundedToWalletText(tIn('fr'), 'fr', {
            payment: { ...wallet.payment, refund: '12000' },
          }),
        ),
      ).toBe('12 000 FCFA remboursés sur Orange Money ···4567.');
      expect(walletRefundDoneText(tIn('en'), 'en', view, '$1.00')).toBeNull();
    }
  });

  it('has every text in both languages', () => {
    const keys = (o: object, at = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' ? keys(v as object, `${at}${k}.`) : [`${at}${k}`],
      );
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });
});
