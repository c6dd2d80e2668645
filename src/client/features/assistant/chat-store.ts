import { useSyncExternalStore } from 'react';
import {
  MAX_HISTORY_TURNS,
  type AssistantLink,
  type HistoryTurn,
} from '../../../domain/assistant.ts';
import { ApiError, bodyOf } from '../../lib/api.ts';
import { askAssistant } from './api/ask-assistant.ts';

/** Spec 1 section 3's chat message, with what the answer offers next. */
export type ChatMessage = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  suggestions?: string[];
  links?: AssistantLink[];
  /** The welcome message, said in the reader's language when shown. */
  welcome?: boolean;
  /** A failed question: which screen asked it and what went wrong (a code or the status). */
  failure?: { via: 'dialog' | 'page'; reason: string };
};

type ChatState = { messages: ChatMessage[]; pending: boolean };

const STORAGE_KEY = 'teranga.chat';
const welcome = (): ChatMessage => ({
  id: 'welcome',
  role: 'assistant',
  content: '',
  timestamp: new Date().toISOString(),
  welcome: true,
});

function restore(): ChatState {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as ChatMessage[] | null;
    if (Array.isArray(saved) && saved.length > 0) return { messages: saved, pending: false };
  } catch {
    // storage blocked or damaged: start again
  }
  return { messages: [welcome()], pending: false };
}

// One conversation for the dialog and the page, kept across pages (and reloads, in this tab).
const drawnOnServer: ChatState = { messages: [welcome()], pending: false };
let state: ChatState = typeof window === 'undefined' ? drawnOnServer : restore();
const listeners = new Set<() => void>();

function update(next: ChatState) {
  state = next;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next.messages));
  } catch {
    // the chat still works for this page
  }
  for (const listener of listeners) listener();
}

export function useChat(): ChatState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    // A page drawn on the server starts with the welcome; the browser then shows its own chat.
    () => drawnOnServer,
  );
}

let counter = 0;
const nextId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** The turns the server reads for context: questions and answers, never welcome or failures. */
function historyOf(messages: ChatMessage[]): HistoryTurn[] {
  return messages
    .filter((m) => !m.welcome && !m.failure)
    .slice(-MAX_HISTORY_TURNS)
    .map((m) => ({ role: m.role, content: m.content.slice(0, 2000) }));
}

function reasonOf(error: unknown): string {
  if (!(error instanceof ApiError)) return 'network';
  const code = bodyOf(error).code;
  return typeof code === 'string' ? code : String(error.status);
}

/** Sends a question; nothing happens while one is pending or when the text is blank. */
export async function sendQuestion(text: string, via: 'dialog' | 'page'): Promise<void> {
  const query = text.trim();
  if (!query || state.pending) return;
  const history = historyOf(state.messages);
  const question: ChatMessage = {
    id: nextId(),
    role: 'user',
    content: query,
    timestamp: new Date().toISOString(),
  };
  update({ messages: [...state.messages, question], pending: true });
  try {
    const reply = await askAssistant(via, query, history);
    update({
      messages: [
        ...state.messages,
        {
          id: nextId(),
          role: 'assistant',
          content: reply.response,
          timestamp: new Date().toISOString(),
          suggestions: reply.suggestions,
          links: reply.links,
        },
      ],
      pending: false,
    });
  } catch (error) {
    update({
      messages: [
        ...state.messages,
        {
          id: nextId(),
          role: 'assistant',
          content: '',
          timestamp: new Date().toISOString(),
          failure: { via, reason: reasonOf(error) },
        },
      ],
      pending: false,
    });
  }
}

/** Back to the welcome message alone. */
export function clearChat(): void {
  update({ messages: [welcome()], pending: false });
}
