import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ContactReceipt } from '../../src/domain/contact.ts';
import { AdminProperty } from '../../src/domain/admin.ts';
import { FlightSearchAnswer } from '../../src/domain/flights.ts';
import type { FlightSearchResult } from '../../src/server/services/flights.ts';
import type { AdminProperty as ServerAdminProperty } from '../../src/server/services/admin/properties.ts';
import {
  AnswerShapeError,
  ApiError,
  apiRequest,
  sendApiRequestsWith,
} from '../../src/client/lib/api.ts';
import { errorText } from '../../src/client/lib/refusals.ts';

/** The page's fetch answers this body with this status. */
function answerWith(body: unknown, status = 200) {
  sendApiRequestsWith(async () => new Response(JSON.stringify(body), { status }));
}

afterEach(() => sendApiRequestsWith((input, init) => fetch(input, init)));

const t = (key: string) => key;

describe('answers read with their schema', () => {
  it('gives the parsed answer, without the fields the page does not read', async () => {
    answerWith({ id: 7, received: true, queuedFor: 'support' });
    const receipt = await apiRequest('POST', '/api/contact', {}, { schema: ContactReceipt });
    expect(receipt).toEqual({ id: 7, received: true });
  });

  it('refuses an answer of the wrong shape as the server’s failure, logged in development', async () => {
    // Taken here, so the setup's check of unexpected console errors does not see it.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith({ id: '7', received: true });
    const failure = await apiRequest('POST', '/api/contact', {}, { schema: ContactReceipt }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AnswerShapeError);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as AnswerShapeError).status).toBe(500);
    expect((failure as AnswerShapeError).issues[0]?.path).toEqual(['id']);
    // The pages say it as they say any failure of ours: "Something went wrong".
    expect(errorText(failure, t, 'en', 'checkout.toast.sessionDefault')).toBe(
      'checkout.refusals.server_error',
    );
    expect(logged).toHaveBeenCalledWith(
      'Unexpected answer from /api/contact',
      expect.arrayContaining([expect.objectContaining({ path: ['id'] })]),
    );
  });

  it('still says a refusal by its status and body, before any parsing', async () => {
    answerWith({ message: 'Sign in to continue', code: 'unauthorized' }, 401);
    const failure = await apiRequest('GET', '/api/contact', undefined, {
      schema: ContactReceipt,
    }).catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(AnswerShapeError);
    expect((failure as ApiError).status).toBe(401);
  });

  it('reads lists: one bad row fails the list', async () => {
    answerWith([{ id: 1, received: true }, { id: 2 }]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      apiRequest('GET', '/x', undefined, { schema: z.array(ContactReceipt) }),
    ).rejects.toBeInstanceOf(AnswerShapeError);
  });
});

/** Compiles only when every answer the server's type allows is one the schema takes. */
const takes =
  <Schema extends z.ZodType>() =>
  <_Server extends z.input<Schema>>() =>
    true;

describe('answer schemas and the server’s own types', () => {
  it('take what the server says it sends (checked by the type check)', () => {
    expect(takes<typeof FlightSearchAnswer>()<FlightSearchResult>()).toBe(true);
    expect(takes<typeof AdminProperty>()<ServerAdminProperty>()).toBe(true);
  });
});
