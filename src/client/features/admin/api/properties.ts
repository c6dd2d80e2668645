import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AdminProperty } from '../../../../domain/admin.ts';
import { z } from 'zod';
import { PropertyPhoto } from '../../../../domain/property-photos.ts';
import { apiRequest, failureOf, parseAnswer } from '../../../lib/api.ts';
import { fetchPage } from './list-request.ts';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys.ts';

export { AdminProperty };

/** What the property form sends: PropertyBody's input. */
export type PropertyDraft = {
  name: string;
  description: string;
  descriptionFr: string;
  location: string;
  city: string;
  country: string;
  phone: string;
  propertyType: string;
  pricePerNight: string;
  amenities: string[];
  cancellationPolicy: string;
  manualConfirmation: boolean;
  roomCount: string;
};

export function useAdminProperties(page: number, q: string) {
  return useQuery({
    queryKey: [...adminKeys.properties, { page, q }],
    queryFn: () =>
      fetchPage('/api/admin/accommodations', AdminProperty, {
        page,
        pageSize: ADMIN_PAGE_SIZE,
        q,
      }),
    placeholderData: keepPreviousData,
  });
}

export const createProperty = (body: PropertyDraft) =>
  apiRequest('POST', '/api/admin/accommodations', body, { schema: AdminProperty });

export const updateProperty = ({ id, body }: { id: number; body: PropertyDraft }) =>
  apiRequest('PATCH', `/api/admin/accommodations/${id}`, body, { schema: AdminProperty });

export const setPropertyVerified = ({ id, verified }: { id: number; verified: boolean }) =>
  apiRequest(
    'PATCH',
    `/api/admin/accommodations/${id}/verify`,
    { verified },
    { schema: AdminProperty },
  );

/** Sends `file` as the property's photo: the file itself as the body, read by the server. */
export async function uploadPropertyPhoto({ id, file }: { id: number; file: File }) {
  const url = `/api/admin/accommodations/${id}/photo`;
  const response = await fetch(url, {
    method: 'PUT',
    credentials: 'include',
    headers: { 'content-type': file.type || 'application/octet-stream' },
    body: file,
  });
  if (!response.ok) throw await failureOf(response);
  return parseAnswer(url, PropertyPhoto, await response.json());
}

export const removePropertyPhoto = (id: number) =>
  apiRequest('DELETE', `/api/admin/accommodations/${id}/photo`, undefined, {
    schema: z.object({ ok: z.literal(true) }),
  });
