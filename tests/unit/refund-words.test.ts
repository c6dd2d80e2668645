import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import checkoutEn from '../../src/client/locales/checkout.en.json';
import checkoutFr from '../../src/client/locales/checkout.fr.json';
import en from '../../src/client/locales/payments.en.json';
import fr from '../../src/client/locales/payments.fr.json';
import {
  paidWithWalletText,
  refundedToWalletText,
  walletRefundText,
} from '../../src/client/features/checkout/refund-words.ts';

const texts = i18next.createInstance();
await texts.init({
  lng: 'en',
  resources: {
    en: { translation: { checkout: checkoutEn } },
    fr: { translation: { checkout: checkoutFr } },
  },
  interpolation: { escapeValue: false },
});
const tIn = (language: string) => texts.getFixedT(language);
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

// 45 000 FCFA charged for a total of $79.58.
const wallet = {
  totalCents: 7958,
  payment: {
    method: 'mobile_money',
    network: 'orange',
    phoneLast4: '4567',
    currency: 'XOF',
    amount: '45000',
  },
} as const;
const card = {
  totalCents: 7958,
  payment: { method: 'card', currency: 'USD', amount: '79.58' },
} as const;

describe('where a refund goes', () => {
  it('names the wallet and the refund in its money at the locked rate, in English and French', () => {
    expect(plain(walletRefundText(tIn('fr'), 'fr', wallet, 7958))).toBe(
      '45 000 FCFA remboursés sur Orange Money ···4567, en général sous 24 heures.',
    );
    // A part of the total: the same share of what was charged, rounded to the franc.
    expect(plain(walletRefundText(tIn('en'), 'en', wallet, 5000))).toBe(
      'FCFA 28,273 back to Orange Money ···4567, usually within 24 hours.',
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
    const cedis = {
      totalCents: 7958,
      payment: { ...wallet.payment, network: 'mtn', currency: 'GHS', amount: '971.55' },
    } as const;
    expect(walletRefundText(tIn('en'), 'en', cedis, 7958)).toBe(
      'GH₵971.55 back to MTN MoMo ···4567, usually within 24 hours.',
    );
  });

  it('says nothing new for a card, or a booking with no payment recorded: their words stay', () => {
    for (const view of [card, { totalCents: 7958, payment: undefined }]) {
      expect(walletRefundText(tIn('en'), 'en', view, 7958)).toBeNull();
      expect(paidWithWalletText(tIn('en'), 'en', view)).toBeNull();
      expect(refundedToWalletText(tIn('en'), 'en', view)).toBeNull();
    }
  });
  it('has every text in both languages', () => {
    const keys = (o: object, at = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' ? keys(v as object, `${at}${k}.`) : [`${at}${k}`],
      );
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    expect(keys(checkoutFr.wallet).sort()).toEqual(keys(checkoutEn.wallet).sort());
  });
});
