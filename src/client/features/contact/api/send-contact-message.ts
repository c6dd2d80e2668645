import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ContactReceipt, type ContactBody } from '../../../../domain/contact.ts';
import { apiRequest } from '../../../lib/api.ts';

export type ContactDraft = z.input<typeof ContactBody>;

/** Spec 2's POST /api/contact. */
export function sendContactMessage(message: ContactDraft) {
  return apiRequest('POST', '/api/contact', message, { schema: ContactReceipt });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
