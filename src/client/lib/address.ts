type Translate = (key: string, params?: Record<string, unknown>) => string;

/** 'Plateau, Dakar, Senegal' with the country in the reader's language ('..., Sénégal'). */
export function localizedAddress(address: string, t: Translate): string {
  const parts = address.split(',').map((part) => part.trim());
  if (parts.length < 2) return address;
  const country = parts.pop()!;
  return [...parts, t(`countries.${country}`, { defaultValue: country })].join(', ');
}
