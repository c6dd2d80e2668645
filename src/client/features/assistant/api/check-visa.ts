import { apiRequest, toQueryString } from '../../../lib/api.ts';

/** GET /api/visa-requirements: the rule for a citizenship and a West African destination. */
export type VisaAnswer = {
  fromCountry: string;
  fromCountryName: string;
  toCountry: string;
  toCountryName: string;
  visaRequired: boolean;
  visaType: 'none' | 'evisa' | 'on-arrival' | 'embassy';
  maxStayDays: number | null;
  requirements: string[];
  processingTime: string | null;
  fee: string | null;
  note: string | null;
  lastUpdated: string;
  officialSource: { name: string; url: string };
  changesOften: boolean;
};

export function checkVisa(query: {
  fromCountry: string;
  toCountry: string;
  passportType: string;
  lang: string;
}): Promise<VisaAnswer> {
  return apiRequest('GET', `/api/visa-requirements${toQueryString(query)}`);
}
