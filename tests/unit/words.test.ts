import { describe, expect, it } from 'vitest';
import { airportName, placeName } from '../../src/domain/place-names.ts';

describe('airportName', () => {
  it('keeps the English name for English readers', () => {
    expect(airportName('Kotoka International Airport', 'Accra', 'en')).toBe(
      'Kotoka International Airport',
    );
  });

  it('says an airport in French: a person after it, its city with "de"', () => {
    expect(airportName('Kotoka International Airport', 'Accra', 'fr')).toBe(
      'Aéroport international Kotoka',
    );
    expect(airportName('Banjul International Airport', 'Banjul', 'fr')).toBe(
      'Aéroport international de Banjul',
    );
    expect(airportName('Ziguinchor Airport', 'Ziguinchor', 'fr')).toBe('Aéroport de Ziguinchor');
    expect(airportName('Entebbe International Airport', 'Entebbe', 'fr')).toBe(
      "Aéroport international d'Entebbe",
    );
    expect(airportName('Cairo International Airport', 'Cairo', 'fr')).toBe(
      'Aéroport international du Caire',
    );
    expect(airportName('Paris Charles de Gaulle Airport', 'Paris', 'fr')).toBe(
      'Aéroport Paris-Charles-de-Gaulle',
    );
  });

  it('says Nigeria and Liberia as French writes them', () => {
    expect(placeName('Nigeria', 'fr')).toBe('Nigéria');
    expect(placeName('Liberia', 'fr')).toBe('Libéria');
  });
});

describe("a tour's documents", () => {
  it('say the French name and ask for ID to meet the guide, for a French booking', async () => {
    const { toBookingDocument } = await import('../../src/server/services/booking-view.ts');
    const { makeConnectingFlightOrder } = await import('../helpers/documents.ts');
    const flight = makeConnectingFlightOrder('fr');
    const order = {
      ...flight,
      type: 'package',
      product: 'tour',
      meta: {
        title: 'Cape Coast Castle Day Trip',
        language: 'fr',
        subtotalCents: 10000,
        taxesCents: 1000,
        totalCents: 11000,
        startsAt: '2026-12-17T08:00:00.000Z',
        start: { date: '2026-12-17', time: '08:00', tz: 'Africa/Accra' },
        end: { date: '2026-12-17' },
        location: 'Cape Coast, Ghana',
        policy: null,
        details: {
          packageId: 1,
          operatorId: 1,
          name: 'Cape Coast Castle Day Trip',
          nameFr: 'Excursion au château de Cape Coast',
          operatorName: 'Gold Coast Heritage Tours',
          destination: 'Cape Coast',
          country: 'Ghana',
          startDate: '2026-12-17',
          endDate: '2026-12-17',
          duration: 1,
          travelers: 1,
          pricePerPerson: '100.00',
          category: 'heritage',
        },
      },
    } as typeof flight;
    const doc = toBookingDocument(order);
    expect(doc.title).toBe('Excursion au château de Cape Coast');
    expect(doc.lines[0]).toEqual({ label: 'Circuit', value: 'Excursion au château de Cape Coast' });
    expect(doc.notes[0]).toContain('pour retrouver votre guide le premier jour');
    const english = toBookingDocument({
      ...order,
      meta: { ...(order.meta as object), language: 'en' },
    });
    expect(english.title).toBe('Cape Coast Castle Day Trip');
    expect(english.notes[0]).toBe(
      'Bring a photo ID or passport to meet your guide on the first day.',
    );
  });
});
