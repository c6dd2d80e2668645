import { VisaAnswer } from '../../../../domain/assistant.ts';
import { apiRequest, toQueryString } from '../../../lib/api.ts';

export { VisaAnswer };

export function checkVisa(query: {
  fromCountry: string;
  toCountry: string;
  passportType: string;
  lang: string;
}): Promise<VisaAnswer> {
  return apiRequest('GET', `/api/visa-requirements${toQueryString(query)}`, undefined, {
    schema: VisaAnswer,
  });
}
