import { knownCode } from '../../domain/error-codes.ts';
import {
  AppError,
  BadRequestError,
  ConflictError,
  NotFoundError,
  PaymentRequiredError,
  ServiceUnavailableError,
  defaultCode,
} from '../errors.ts';
import { PaymentProviderError } from '../providers/payments/types.ts';

/** A payment provider's error in the app's own terms; anything else is left as it is. */
export function translateProviderError(error: unknown): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  // A provider's own code that we have no text for (Stripe's lost_card, our invalid_state...)
  // is said as its status's.
  const details = { code: knownCode(error.code, defaultCode(error.statusCode)) };
  switch (error.statusCode) {
    case 400:
      return new BadRequestError(error.message, details);
    case 404:
      return new NotFoundError(error.message, details);
    case 409:
      return new ConflictError(error.message, details);
    case 402:
      return new PaymentRequiredError(error.message, details);
    default:
      // The provider's own words about its failure are for our logs, not for the traveller.
      return error.statusCode >= 500
        ? new ServiceUnavailableError(
            'The payment service is not answering; nothing was charged. Please try again.',
            { code: 'payment_service_unavailable' },
          )
        : new AppError(error.statusCode, error.message, details);
  }
}

/** Calls the provider, and translates what it throws. */
export async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translateProviderError(error);
  }
}
