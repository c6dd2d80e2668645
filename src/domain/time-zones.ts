const formatters = new Map<string, Intl.DateTimeFormat>();

/** How many minutes the wall clock of the IANA zone `tz` is ahead of UTC at the instant `utcMs`. */
export function zoneOffsetMinutes(tz: string, utcMs: number): number {
  let format = formatters.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(tz, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(utcMs))) parts[part.type] = Number(part.value);
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}
