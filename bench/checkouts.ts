/** Whole checkouts over HTTP, as a traveller's browser makes them: session, test card, confirm. */
import { Agent, request as httpRequest } from 'node:http';
import { addDays, toIsoDate } from '../src/domain/dates.ts';
import { encodeStayRateId } from '../src/domain/accommodations.ts';
import { toCents, withTaxes } from '../src/domain/pricing.ts';

export type BenchStay = { id: number; price: string };

/** The first 200 stays of the listing, each checked out on its own dates. */
export async function listBenchStays(baseUrl: string): Promise<BenchStay[]> {
  const listing = (await (await fetch(`${baseUrl}/api/accommodations?minPrice=0`)).json()) as {
    id: number;
    pricePerNight: string;
  }[];
  return listing.slice(0, 200).map((stay) => ({ id: stay.id, price: stay.pricePerNight }));
}

/**
 * Who checks out: travellers each have their own address and e-mail, as they do on the site. The
 * bench's server trusts the load generator as a proxy (loopback), so `X-Forwarded-For` names the
 * traveller's address, as HAProxy's does in front of the cluster.
 */
export type BenchTraveller = { address: string; email: string };

/** The w-th of many travellers (w < 65,536): 10.0.x.y and bench-w@example.com. */
export function benchTraveller(w: number): BenchTraveller {
  return { address: `10.0.${w >> 8}.${w & 255}`, email: `bench-${w}@example.com` };
}

/**
 * Kept-alive connections, one a checkout at a time: node's own HTTP client, which costs the load
 * generator (on the same two cores as the server and PostgreSQL) about a third of what fetch did
 * a request.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function post(baseUrl: string, path: string, body: unknown, traveller?: BenchTraveller) {
  const payload = JSON.stringify(body);
  return new Promise<{ ok: boolean; body: Record<string, string> }>((resolve, reject) => {
    const request = httpRequest(
      `${baseUrl}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(traveller ? { 'x-forwarded-for': traveller.address } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve({
            ok: status >= 200 && status < 300,
            body: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, string>,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * The i-th checkout: one night at one of `stays`, on a date no earlier checkout of the same stay
 * took, so none waits on another's room. Without a traveller it comes from the load generator's
 * own address as one traveller. Answers whether it ended confirmed.
 */
export async function checkOutStay(
  baseUrl: string,
  stays: BenchStay[],
  i: number,
  traveller?: BenchTraveller,
) {
  const stay = stays[i % stays.length]!;
  const checkIn = addDays(toIsoDate(new Date()), 30 + Math.floor(i / stays.length) * 2);
  const rateId = encodeStayRateId({
    accommodationId: stay.id,
    checkIn,
    checkOut: addDays(checkIn, 1),
    guests: 1,
  });
  const session = await post(
    baseUrl,
    '/api/checkout/session',
    {
      type: 'hotel',
      rateId,
      amount: withTaxes(toCents(stay.price)).totalCents / 100,
      customerName: 'Bench Traveller',
      customerEmail: traveller?.email ?? 'bench@example.com',
    },
    traveller,
  );
  if (!session.ok) return false;
  await post(
    baseUrl,
    '/api/payments/test/confirm',
    {
      paymentIntentId: session.body.paymentIntentId,
      clientSecret: session.body.clientSecret,
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2035,
      cvc: '123',
    },
    traveller,
  );
  const confirmed = await post(
    baseUrl,
    '/api/checkout/confirm',
    {
      paymentIntentId: session.body.paymentIntentId,
      sessionId: session.body.sessionId,
    },
    traveller,
  );
  return confirmed.ok;
}
