import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountRequests,
  assistantRequests,
  authRequests,
  bookingRequests,
  checkoutRequests,
  contentRequests,
  miscRequests,
  mobileMoneyRequests,
  newerRequests,
  paymentRequests,
  searchRequests,
  tourRequests,
  webhookRequests,
} from '../helpers/fuzz-routes.ts';
import {
  createFuzzWorld,
  describeRequest,
  type FuzzRequest,
  type FuzzWorld,
  type Outcome,
} from '../helpers/fuzz-world.ts';

/**
 * Property-based fuzzing of every route. For each request: never a 5xx; every answer >= 400 is
 * JSON with a string `message` and `code`; a 400's field errors each carry a known rule; a 4xx changed no stored row. Valid requests (real rates, offers,
 * bookings) are mixed in and mutated one field at a time, so the checks reach past validation.
 *
 * FUZZ_SEED (default 20261121) and FUZZ_RUNS (default 10000 requests in all) make runs
 * reproducible and longer or shorter. FUZZ_COLLECT=1 logs every distinct violation and carries
 * on instead of stopping at the first, shrunk one; it prints the answers by route at the end.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const COLLECT = process.env.FUZZ_COLLECT === '1';

const GROUPS: [
  name: string,
  share: number,
  requests: (world: FuzzWorld) => fc.Arbitrary<FuzzRequest>,
][] = [
  ['searches: stays, hotels, airports, flights and the price calendar', 0.16, searchRequests],
  ['checkout sessions and the direct booking calls', 0.2, checkoutRequests],
  // Before the payments: its tour checkouts are paid, viewed and cancelled by the next groups.
  ['tours and their checkouts, the terms, health probes and the site index', 0.05, tourRequests],
  ['test card payments and checkout confirmation', 0.11, paymentRequests],
  ['bookings: views, documents, e-mail and cancellation', 0.11, bookingRequests],
  ['the Stripe webhook', 0.06, webhookRequests],
  // After the checkouts and payments: it charges the sessions they left open.
  [
    'mobile money: charges, their status, the test phone and the webhooks',
    0.1,
    mobileMoneyRequests,
  ],
  ['currencies, wallet choices, property photos and the admin money views', 0.05, newerRequests],
  ["the admin's lists and a booking's detail, a traveller's account", 0.03, accountRequests],
  ['signing up, in and out, passwords, e-mail checks and the profile', 0.02, authRequests],
  ['health, payment config, images, unknown routes and wrong methods', 0.05, miscRequests],
  ['the help centre and the contact form', 0.03, contentRequests],
  ['the travel assistant and the visa check', 0.03, assistantRequests],
];

let world: FuzzWorld;
const started = Date.now();
const collected = new Map<string, { count: number; labels: Set<string>; example: string }>();

beforeAll(async () => {
  world = await createFuzzWorld();
}, 120_000);

afterAll(async () => {
  await world?.close();
});

/** In FUZZ_COLLECT mode: every distinct violation and the answers by route, as one failure. */
function collectedReport(): string {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const routes = [...world.stats.byRouteStatus].sort(([a], [b]) => a.localeCompare(b));
  const lines = [...collected].sort(([a], [b]) => a.localeCompare(b));
  return [
    `fuzz: ${world.stats.requests} requests in ${seconds} s (seed ${SEED})`,
    `answers by route\n${routes.map(([k, n]) => `  ${k} x${n}`).join('\n')}`,
    `${lines.length} distinct violations`,
    ...lines.map(
      ([key, { count, labels, example }]) =>
        `${key}  (x${count})\n  inputs: ${[...labels].slice(0, 12).join('; ')}\n${example}`,
    ),
  ].join('\n\n');
}

function failureReport(request: FuzzRequest, outcome: Outcome): string {
  return [
    outcome.violations.map((v) => `${v.rule}: ${v.detail}`).join('\n'),
    `${request.route} (${request.label}) answered ${outcome.status}`,
    describeRequest({ ...outcome.sent, remoteAddress: request.remoteAddress }),
  ].join('\n');
}

describe('API fuzz', () => {
  for (const [name, share, requests] of GROUPS) {
    it(
      name,
      async () => {
        await fc.assert(
          fc.asyncProperty(requests(world), async (request) => {
            const outcome = await world.send(request);
            if (outcome.violations.length === 0) return;
            if (!COLLECT) throw new Error(failureReport(request, outcome));
            for (const v of outcome.violations) {
              const cause = v.cause ?? request.label;
              const key = `${request.route} | ${v.rule} | ${outcome.status} | ${cause}`;
              const seen = collected.get(key) ?? {
                count: 0,
                labels: new Set<string>(),
                example: failureReport(request, outcome),
              };
              seen.count += 1;
              seen.labels.add(request.label);
              collected.set(key, seen);
            }
          }),
          { seed: SEED, numRuns: Math.ceil(RUNS * share) },
        );
      },
      300_000,
    );
  }

  // A run that never got past validation would prove little: valid requests must reach deep.
  it('sent every request it generated, and valid ones were answered 200 on every group', () => {
    expect(world.stats.requests).toBeGreaterThanOrEqual(RUNS);
    expect(world.stats.byStatus.get(200) ?? 0).toBeGreaterThan(RUNS / 20);
    if (COLLECT) console.info(collectedReport());
    if (COLLECT && collected.size > 0) throw new Error(collectedReport());
  });
});
