import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { claimWebhookEvent, forgetWebhookEvent } from '../../src/server/services/webhook-events.ts';
import { createTestDatabase } from '../helpers/db.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('webhook events', () => {
  it('are claimed once, and can be claimed again once forgotten (a failed event is retried)', async () => {
    const event = { id: 'evt_retry', type: 'payment_intent.succeeded' };
    expect(await claimWebhookEvent(database.db, event)).toBe(true);
    expect(await claimWebhookEvent(database.db, event)).toBe(false);
    // Another event is its own claim.
    expect(await claimWebhookEvent(database.db, { ...event, id: 'evt_other' })).toBe(true);

    await forgetWebhookEvent(database.db, event.id);
    expect(await claimWebhookEvent(database.db, event)).toBe(true);
    expect(await claimWebhookEvent(database.db, { ...event, id: 'evt_other' })).toBe(false);
  });
});
