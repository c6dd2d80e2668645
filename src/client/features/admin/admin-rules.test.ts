import { describe, expect, it } from 'vitest';
import { movesOf } from './api/bookings.ts';
import { stateOf } from './components/booking-labels.ts';
import { pageCount } from './paging.ts';
import { formatPercent } from '../../../domain/format.ts';

describe('the bookings tab', () => {
  it('offers only the moves the server allows from where a booking stands', () => {
    expect(movesOf({ orderStatus: 'pending', awaitingConfirmation: true })).toEqual([
      'confirmed',
      'canceled',
    ]);
    expect(movesOf({ orderStatus: 'confirmed', awaitingConfirmation: false })).toEqual([
      'completed',
      'canceled',
    ]);
    expect(movesOf({ orderStatus: 'pending', awaitingConfirmation: false })).toEqual([]);
    expect(movesOf({ orderStatus: 'canceled', awaitingConfirmation: false })).toEqual([]);
    expect(movesOf({ orderStatus: 'completed', awaitingConfirmation: false })).toEqual([]);
  });

  it('names an awaiting booking by its own state, as the filter does', () => {
    expect(stateOf({ orderStatus: 'pending', awaitingConfirmation: true })).toBe(
      'awaiting_confirmation',
    );
    expect(stateOf({ orderStatus: 'pending', awaitingConfirmation: false })).toBe('pending');
  });
});

describe('admin formats', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('writes a rate given in percent with one decimal, in each language', () => {
    expect(formatPercent(0.125, 'en', 1)).toBe('12.5%');
    expect(formatPercent(0, 'en', 1)).toBe('0.0%');
    expect(formatPercent(1.5, 'fr', 1)).toMatch(/^150,0\s%$/);
  });
});
