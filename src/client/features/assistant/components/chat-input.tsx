import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/**
 * The question box: Enter sends, Shift+Enter starts a new line; blank text and a question
 * while one is pending are not sent; the box clears after each send.
 */
export function ChatInput({
  pending,
  onSend,
  value,
  onValueChange,
  id,
}: {
  pending: boolean;
  onSend: (text: string) => void;
  /** Given by a page that fills the box (popular questions); otherwise the box keeps its own. */
  value?: string;
  onValueChange?: (value: string) => void;
  id: string;
}) {
  const { t } = useTranslation();
  const [own, setOwn] = useState('');
  const text = value ?? own;
  const setText = onValueChange ?? setOwn;
  const blank = text.trim() === '';

  function send(event?: FormEvent) {
    event?.preventDefault();
    if (blank || pending) return;
    onSend(text);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  return (
    <form onSubmit={send} className="flex items-end gap-2">
      <label htmlFor={id} className="sr-only">
        {t('assistant.inputLabel')}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        // Three lines, so the placeholder is read whole on a 360 px phone.
        rows={3}
        maxLength={2000}
        disabled={pending}
        placeholder={t('assistant.placeholder')}
        className="min-h-11 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-slate-50"
      />
      <Button
        type="submit"
        size="icon"
        disabled={blank || pending}
        aria-label={t('assistant.send')}
        className="shrink-0"
      >
        <Send className="h-5 w-5" aria-hidden="true" />
      </Button>
    </form>
  );
}
