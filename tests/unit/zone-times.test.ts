import { describe, expect, it } from 'vitest';
import { zoneOffsetMinutes } from '../../src/domain/time-zones.ts';
import {
  DAY_MS,
  departureUtcAt,
  departureUtcOf,
  formatLocalIso,
  MINUTE_MS,
  offsetMinutes,
  steadyOffsetMinutes,
  warmZoneOffsets,
  type ScheduledFlight,
} from '../../src/server/providers/flights/network.ts';

// Zones with daylight saving (north and south), half and quarter hours, and none.
const ZONES = [
  'Africa/Lagos',
  'Africa/Casablanca',
  'America/New_York',
  'America/St_Johns',
  'Australia/Sydney',
  'Asia/Kathmandu',
  'Europe/London',
  'UTC',
];
const FROM = Date.UTC(2026, 0, 1);
const TO = Date.UTC(2028, 0, 1);
// Not a divisor of an hour, so the instants fall on every minute and second of the day over time.
const STEP = 97 * MINUTE_MS + 13_457;

/** The text as written with a Date, which formatLocalIso writes without one. */
function viaDate(utcMs: number, offset: number): string {
  const local = new Date(utcMs + offset * MINUTE_MS).toISOString().slice(0, 19);
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local}${offset < 0 ? '-' : '+'}${hh}:${mm}`;
}

describe('zone offsets and local times of the flight engine', () => {
  it('read each offset as Intl does, on the days the clocks change too', () => {
    warmZoneOffsets(ZONES, Math.floor(FROM / DAY_MS), 400);
    for (const tz of ZONES) {
      for (let t = FROM; t < TO; t += STEP) {
        const offset = offsetMinutes(tz, t);
        if (offset !== (tz === 'UTC' ? 0 : zoneOffsetMinutes(tz, t))) {
          expect.fail(`${tz} at ${new Date(t).toISOString()}: ${offset}`);
        }
      }
    }
  });

  it('read the offset as Intl does to the second on the days the clocks change', () => {
    let changeDays = 0;
    for (const tz of ZONES) {
      for (let day = Math.floor(FROM / DAY_MS); day < Math.floor(TO / DAY_MS); day++) {
        const start = day * DAY_MS;
        if (zoneOffsetMinutes(tz, start) === zoneOffsetMinutes(tz, start + DAY_MS - 1)) continue;
        changeDays++;
        for (let t = start; t < start + DAY_MS; t += MINUTE_MS) {
          const changes = zoneOffsetMinutes(tz, t) !== zoneOffsetMinutes(tz, t + MINUTE_MS);
          // Every minute of the day, and every quarter second of the minute the clocks change in.
          for (let u = t; u < t + MINUTE_MS; u += changes ? 250 : MINUTE_MS) {
            if (offsetMinutes(tz, u) !== zoneOffsetMinutes(tz, u)) {
              expect.fail(`${tz} at ${new Date(u).toISOString()}: ${offsetMinutes(tz, u)}`);
            }
          }
        }
      }
    }
    // New York, St John's, Sydney, London twice a year, Casablanca around Ramadan.
    expect(changeDays).toBeGreaterThanOrEqual(16);
  });

  it('write local times as toISOString would, years past 9999 and before 1970 included', () => {
    const instants = [-1, -DAY_MS - 1, 0, 253_402_300_799_999, 253_402_300_800_000, 1e15];
    for (let t = FROM; t < TO; t += STEP) instants.push(t);
    for (const tz of ZONES) {
      for (const t of instants) {
        const written = formatLocalIso(t, tz);
        if (written !== viaDate(t, offsetMinutes(tz, t))) expect.fail(`${tz} at ${t}: ${written}`);
      }
    }
    expect(formatLocalIso(Date.UTC(2026, 11, 1, 7, 30), 'Africa/Lagos')).toBe(
      '2026-12-01T08:30:00+01:00',
    );
    expect(formatLocalIso(Date.UTC(2026, 6, 1, 3, 15), 'America/St_Johns')).toBe(
      '2026-07-01T00:45:00-02:30',
    );
  });

  it("place a departure at the same instant with the day's steady offset as without it", () => {
    const firstDay = Math.floor(FROM / DAY_MS);
    for (const tz of ZONES) {
      let unsteady = 0;
      for (let day = firstDay; day < firstDay + 730; day++) {
        const offset = steadyOffsetMinutes(tz, day);
        if (Number.isNaN(offset)) unsteady++;
        for (let minutes = 0; minutes < 24 * 60; minutes += 5) {
          const flight = { origin: { tz }, departureMinutes: minutes } as ScheduledFlight;
          if (departureUtcAt(flight, day, offset) !== departureUtcOf(flight, day)) {
            expect.fail(`${tz} on day ${day} at ${minutes} minutes, offset ${offset}`);
          }
        }
      }
      // Only around the days the clocks change, twice a year where they do.
      expect(unsteady, tz).toBeLessThanOrEqual(4 * 2 * 2);
    }
    expect(steadyOffsetMinutes('Africa/Lagos', firstDay)).toBe(60);
  });
});
