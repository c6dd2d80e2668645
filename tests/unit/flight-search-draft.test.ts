import { describe, expect, it } from 'vitest';
import { addDays, localIsoDate } from '../../src/domain/dates.ts';
import { FlightSearchBody } from '../../src/domain/flights.ts';
import {
  draftBody,
  flightsUrl,
  readFlightsUrl,
} from '../../src/client/features/flights/search-draft.ts';

const date = addDays(localIsoDate(), 30);

describe('children and infants in the /flights address', () => {
  it('reads them, searches with them and writes them back', () => {
    const read = readFlightsUrl(
      `?from=LOS&to=JFK&departDate=${date}&passengers=2&children=1&infants=1`,
    );
    expect(read.notices).toEqual([]);
    expect(read.draft).toMatchObject({ passengers: 2, children: 1, infants: 1 });
    expect(read.search).toMatchObject({ passengers: 2, children: 1, infants: 1 });
    const url = flightsUrl(read.search!);
    expect(url).toContain('children=1');
    expect(url).toContain('infants=1');
    expect(readFlightsUrl(url.slice('/flights'.length)).search).toEqual(read.search);
  });

  it('leaves them out when there are none', () => {
    const read = readFlightsUrl(`?from=LOS&to=ACC&departDate=${date}&passengers=1`);
    expect(read.draft).toMatchObject({ children: 0, infants: 0 });
    expect(read.search?.children).toBeUndefined();
    const url = flightsUrl(read.search!);
    expect(url).not.toMatch(/children|infants/);
    const body = draftBody(read.draft, 'LOS', 'ACC');
    expect(body.children).toBeUndefined();
    expect(body.infants).toBeUndefined();
  });

  it('says what it could not take: a bad number, too many seats, more infants than adults', () => {
    for (const [query, code, given] of [
      ['children=abc', 'children', 'abc'],
      ['children=-1', 'children', '-1'],
      ['passengers=8&children=2', 'children', '2'],
      ['passengers=1&infants=2', 'infants', '2'],
      ['infants=1.5', 'infants', '1.5'],
    ] as const) {
      const read = readFlightsUrl(`?from=LOS&to=ACC&departDate=${date}&${query}`);
      expect(read.notices, query).toEqual([{ code, given }]);
      expect(read.search, query).toBeNull();
      expect(read.draft[code], query).toBe(0);
    }
    const full = readFlightsUrl(`?from=LOS&to=ACC&departDate=${date}&passengers=7&children=2`);
    expect(full.notices).toEqual([]);
    expect(full.search).toMatchObject({ passengers: 7, children: 2 });
  });

  it('sends a draft the form checks with the shared rules', () => {
    const { draft } = readFlightsUrl(`?from=LOS&to=ACC&departDate=${date}`);
    const tooMany = FlightSearchBody.safeParse(
      draftBody({ ...draft, passengers: 5, children: 5 }, 'LOS', 'ACC'),
    );
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues.map((i) => i.path.join('.'))).toEqual(['children']);
    const laps = FlightSearchBody.safeParse(
      draftBody({ ...draft, passengers: 1, infants: 2 }, 'LOS', 'ACC'),
    );
    expect(laps.error?.issues.map((i) => i.path.join('.'))).toEqual(['infants']);
  });
});
