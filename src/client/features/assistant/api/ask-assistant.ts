import type { AssistantLink, HistoryTurn } from '../../../../domain/assistant.ts';
import { apiRequest } from '../../../lib/api.ts';

export type AssistantReply = {
  response: string;
  suggestions: string[];
  links: AssistantLink[];
};

/**
 * The dialog asks POST /api/travel-assistant (spec 1), the page POST /api/ai/travel-assistant
 * (spec 2); one engine answers both, with the turns before for context.
 */
export function askAssistant(
  via: 'dialog' | 'page',
  query: string,
  history: HistoryTurn[],
): Promise<AssistantReply> {
  return via === 'dialog'
    ? apiRequest('POST', '/api/travel-assistant', { query, category: 'general', history })
    : apiRequest('POST', '/api/ai/travel-assistant', { query, history });
}
