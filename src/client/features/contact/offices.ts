import { DEFAULT_SUPPORT_EMAIL } from '../../../domain/contact.ts';

/** A telephone number as printed and as dialled. */
export type PhoneNumber = { display: string; dial: string };

const phone = (display: string): PhoneNumber => ({
  display,
  dial: display.replace(/[^+\d]/g, ''),
});

export const SUPPORT_EMAIL = DEFAULT_SUPPORT_EMAIL;
/** Head office in Dakar: the number for questions during support hours. */
export const SUPPORT_PHONE = phone('+221 33 829 41 50');
/** Answered at any hour, for travellers on the road with a booking in trouble. */
export const EMERGENCY_PHONE = phone('+221 77 640 18 18');

/** Spec 2's regional offices, in its order (invented addresses on real streets). */
export const OFFICES = [
  {
    key: 'lagos',
    city: 'Lagos',
    country: 'Nigeria',
    street: 'Plot 1412 Adetokunbo Ademola Street',
    district: 'Victoria Island',
    phone: phone('+234 1 271 4820'),
    email: 'lagos@teranga.travel',
  },
  {
    key: 'accra',
    city: 'Accra',
    country: 'Ghana',
    street: '14 Oxford Street',
    district: 'Osu',
    phone: phone('+233 30 276 1945'),
    email: 'accra@teranga.travel',
  },
  {
    key: 'dakar',
    city: 'Dakar',
    country: 'Senegal',
    street: '45 avenue Léopold Sédar Senghor',
    district: 'Plateau',
    phone: phone('+221 33 829 41 50'),
    email: 'dakar@teranga.travel',
  },
] as const;
