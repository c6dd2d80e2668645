import type { z } from 'zod';
import { AssistantAnswer, type HistoryTurn } from '../../../../domain/assistant.ts';
import { apiRequest } from '../../../lib/api.ts';

/** What the chat shows of an answer. */
const AssistantReply = AssistantAnswer.pick({ response: true, suggestions: true, links: true });
export type AssistantReply = z.infer<typeof AssistantReply>;

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
    ? apiRequest(
        'POST',
        '/api/travel-assistant',
        { query, category: 'general', history },
        { schema: AssistantReply },
      )
    : apiRequest(
        'POST',
        '/api/ai/travel-assistant',
        { query, history },
        { schema: AssistantReply },
      );
}
