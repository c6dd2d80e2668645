import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PropertyType } from '../../../../domain/constants.ts';
import { apiRequest } from '../../../lib/api.ts';
import { fetchPage } from './list-request.ts';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys.ts';

/** A property as GET /api/admin/accommodations answers it. */
export type AdminProperty = {
  id: number;
  name: string;
  description: string;
  descriptionFr: string | null;
  location: string;
  city: string;
  country: string;
  propertyType: PropertyType | string;
  pricePerNight: string;
  rating: string | null;
  reviewCount: number;
  amenities: string[];
  cancellationPolicy: string | null;
  manualConfirmation: boolean;
  verified: boolean;
  roomCount: number;
  imageUrl: string | null;
  createdAt: string;
};

/** What the property form sends: PropertyBody's input. */
export type PropertyDraft = {
  name: string;
  description: string;
  descriptionFr: string;
  location: string;
  city: string;
  country: string;
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
      fetchPage<AdminProperty>('/api/admin/accommodations', {
        page,
        pageSize: ADMIN_PAGE_SIZE,
        q,
      }),
    placeholderData: keepPreviousData,
  });
}

export const createProperty = (body: PropertyDraft) =>
  apiRequest<AdminProperty>('POST', '/api/admin/accommodations', body);

export const updateProperty = ({ id, body }: { id: number; body: PropertyDraft }) =>
  apiRequest<AdminProperty>('PATCH', `/api/admin/accommodations/${id}`, body);

export const setPropertyVerified = ({ id, verified }: { id: number; verified: boolean }) =>
  apiRequest<AdminProperty>('PATCH', `/api/admin/accommodations/${id}/verify`, { verified });
