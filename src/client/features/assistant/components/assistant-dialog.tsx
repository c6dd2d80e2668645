import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { clearChat, sendQuestion, useChat } from '../chat-store.ts';
import { ChatThread } from './chat-thread.tsx';
import { ChatInput } from './chat-input.tsx';

const CHIPS_SHOWN = 4;

/** Four of the eight suggestion chips (spec 1 section 9), a new draw each time it opens. */
function drawChips(all: string[]): string[] {
  const pool = [...all];
  const chosen: string[] = [];
  while (chosen.length < CHIPS_SHOWN && pool.length > 0) {
    chosen.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0]!);
  }
  return chosen;
}

/** Spec 1's "AI Travel Assistant for West Africa" dialog, on every page. */
export default function AssistantDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { messages, pending } = useChat();
  const [chips] = useState(() =>
    drawChips(t('assistant.chips', { returnObjects: true }) as string[]),
  );
  const ask = (text: string) => void sendQuestion(text, 'dialog');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('assistant.dialog.title')}
      description={t('assistant.dialog.description')}
      className="flex flex-col sm:w-[min(42rem,calc(100vw-2rem))]"
    >
      <ChatThread
        messages={messages}
        pending={pending}
        onFollowUp={ask}
        onNavigate={() => onOpenChange(false)}
        className="max-h-[50dvh] min-h-40 overflow-y-auto pr-1"
      />
      <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
        <ChatInput id="assistant-dialog-input" pending={pending} onSend={ask} />
        <ul
          className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible"
          aria-label={t('assistant.dialog.chipsLabel')}
        >
          {chips.map((chip) => (
            <li key={chip}>
              <button
                type="button"
                disabled={pending}
                onClick={() => ask(chip)}
                className="min-h-11 shrink-0 rounded-full bg-brand-50 px-3 py-1 text-left text-sm whitespace-nowrap text-brand-900 sm:whitespace-normal ring-1 ring-brand-200 hover:bg-brand-100 disabled:opacity-50"
              >
                {chip}
              </button>
            </li>
          ))}
        </ul>
        <Button variant="ghost" size="sm" onClick={clearChat} disabled={pending}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {t('assistant.clear')}
        </Button>
      </div>
    </Dialog>
  );
}
