import type { VisaAnswer } from '../../../../domain/assistant.ts';
import { apiRequest, toQueryString } from '../../../lib/api.ts';

export type { VisaAnswer };

export function checkVisa(query: {
  fromCountry: string;
  toCountry: string;
  passportType: string;
  lang: string;
}): Promise<VisaAnswer> {
  return apiRequest('GET', `/api/visa-requirements${toQueryString(query)}`);
}
