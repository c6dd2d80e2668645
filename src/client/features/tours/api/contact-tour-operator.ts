import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { OperatorContactReceipt, type OperatorContactBody } from '../../../../domain/tours.ts';
import { apiRequest } from '../../../lib/api.ts';

export type OperatorMessage = z.input<typeof OperatorContactBody>;

export function contactTourOperator(operatorId: number, message: OperatorMessage) {
  return apiRequest('POST', `/api/tour-operators/${operatorId}/contact`, message, {
    schema: OperatorContactReceipt,
  });
}

export function useContactTourOperator(operatorId: number) {
  return useMutation({
    mutationFn: (message: OperatorMessage) => contactTourOperator(operatorId, message),
  });
}
