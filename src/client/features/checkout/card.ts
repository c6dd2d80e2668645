/** The test card form's rules; the processor checks the same again. */
export type CardInput = { number: string; expiry: string; cvc: string };
export type CardProblem = 'required' | 'number' | 'expiry' | 'expired' | 'cvc';

export function cardDigits(number: string): string {
  return number.replace(/\D/g, '');
}

/** "4242424242424242" -> "4242 4242 4242 4242", at most 19 digits. */
export function formatCardNumber(input: string): string {
  return cardDigits(input)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1230", "12/30", "12 / 2030" -> month 12, year 2030. */
export function parseExpiry(input: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/** "12" -> "12/", "123" -> "12/3": the slash comes by itself as the traveller types. */
export function formatExpiry(input: string, previous = ''): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) {
    // Deleting the slash also deletes the digit before it.
    if (previous.endsWith('/') && input.length < previous.length) return digits.slice(0, 1);
    return digits.length === 2 ? `${digits}/` : digits;
  }
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function checkCard(
  card: CardInput,
  now: Date,
): Partial<Record<keyof CardInput, CardProblem>> {
  const problems: Partial<Record<keyof CardInput, CardProblem>> = {};
  const digits = cardDigits(card.number);
  if (!digits) problems.number = 'required';
  else if (digits.length < 12 || digits.length > 19) problems.number = 'number';
  const expiry = parseExpiry(card.expiry);
  if (!card.expiry.trim()) problems.expiry = 'required';
  else if (!expiry) problems.expiry = 'expiry';
  else if (expiry.expYear * 12 + expiry.expMonth - 1 < now.getFullYear() * 12 + now.getMonth())
    problems.expiry = 'expired';
  if (!card.cvc.trim()) problems.cvc = 'required';
  else if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = 'cvc';
  return problems;
}
