import { describe, expect, it } from 'vitest';
import { ErrorCode, isErrorCode, knownCode } from '../../src/domain/error-codes.ts';
import { ConflictError, NotFoundError, PaymentRequiredError } from '../../src/server/errors.ts';
import { PaymentProviderError } from '../../src/server/providers/payments/types.ts';
import { translateProviderError } from '../../src/server/services/payment-errors.ts';

describe('error codes, one typed list', () => {
  it('refuses, at type check, a code that is not in the list', () => {
    const planted = () =>
      new ConflictError('A refusal with a misspelt code', {
        // @ts-expect-error: not an ErrorCode (the type check fails if this ever compiles)
        code: 'sold_uot',
      });
    // At run time nothing stops it: the type is what holds the line.
    expect(planted().code).toBe('sold_uot');
    expect(isErrorCode('sold_uot')).toBe(false);
    expect(ErrorCode.safeParse('sold_out').success).toBe(true);
  });

  it('gives a refusal without a code the code of its status', () => {
    expect(new NotFoundError().code).toBe('not_found');
    expect(new PaymentRequiredError('Declined').code).toBe('payment_failed');
    expect(new ConflictError('Taken', { code: 'email_taken' }).code).toBe('email_taken');
  });

  it('keeps a provider’s code we have a text for, and says any other as its status’s', () => {
    const said = (code: string, status: number) =>
      (translateProviderError(new PaymentProviderError('refused', code, status)) as ConflictError)
        .code;
    expect(said('insufficient_funds', 402)).toBe('insufficient_funds');
    expect(said('lost_card', 402)).toBe('payment_failed');
    expect(said('invalid_state', 409)).toBe('conflict');
    expect(said('invalid_amount', 400)).toBe('invalid_request');
    expect(said('provider_unavailable', 503)).toBe('payment_service_unavailable');
    expect(knownCode(undefined, 'payment_incomplete')).toBe('payment_incomplete');
  });
});
