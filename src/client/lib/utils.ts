import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { numberFormat } from './intl.ts';

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

export function formatUsd(amount: number | string, locale = 'en'): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: Number(amount) % 1 === 0 ? 0 : 2,
  }).format(Number(amount));
}

/** A rating out of 5 as the language writes a decimal ('4.8', '4,8'). */
export function formatRating(rating: number | string, locale = 'en'): string {
  return numberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Number(rating));
}
