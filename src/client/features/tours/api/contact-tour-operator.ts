import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OperatorContactBody } from '../../../../domain/tours.ts';
import { apiRequest } from '../../../lib/api.ts';

export type OperatorMessage = z.input<typeof OperatorContactBody>;

export function contactTourOperator(operatorId: number, message: OperatorMessage) {
  return apiRequest<{ sent: true }>('POST', `/api/tour-operators/${operatorId}/contact`, message);
}

export function useContactTourOperator(operatorId: number) {
  return useMutation({
    mutationFn: (message: OperatorMessage) => contactTourOperator(operatorId, message),
  });
}
