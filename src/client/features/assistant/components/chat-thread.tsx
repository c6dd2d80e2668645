import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Bot, User } from 'lucide-react';
import { cn } from '../../../lib/utils.ts';
import type { ChatMessage } from '../chat-store.ts';
import { leavingDialog } from '../../../lib/history-entries.ts';

const URL_PATTERN = /(https?:\/\/[^\s)]+[^\s).,;])/g;

/** A line of an answer with its web addresses as links (official sources open in a new tab). */
function withLinks(line: string): ReactNode[] {
  return line.split(URL_PATTERN).map((piece, i) =>
    i % 2 === 1 ? (
      <a
        key={i}
        href={piece}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all text-brand-700 underline"
      >
        {piece}
      </a>
    ) : (
      <Fragment key={i}>{piece}</Fragment>
    ),
  );
}

/** Paragraphs, and lines starting with "• " as a list, as the assistant writes them. */
export function AnswerText({ text }: { text: string }) {
  return (
    <div className="space-y-2">
      {text.split('\n\n').map((paragraph, i) => {
        const lines = paragraph.split('\n');
        const items = lines.filter((l) => l.startsWith('• '));
        const lead = lines.filter((l) => !l.startsWith('• '));
        return (
          <div key={i}>
            {lead.map((line, j) => (
              <p key={j}>{withLinks(line)}</p>
            ))}
            {items.length > 0 ? (
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {items.map((item, j) => (
                  <li key={j}>{withLinks(item.slice(2))}</li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

function FailureText({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const failure = message.failure!;
  const reason = t(`assistant.reasons.${failure.reason}`, {
    defaultValue: t('assistant.reasons.other'),
  });
  if (failure.via === 'page') return <p>{t('assistant.page.failure')}</p>;
  return (
    <>
      <p>{t('assistant.dialog.failure', { message: reason })}</p>
      <p className="mt-1 text-sm font-medium text-red-700">
        {t('assistant.dialog.inlineError', { message: reason })}
      </p>
    </>
  );
}

/**
 * The conversation: questions and answers, the links and follow-ups an answer offers, and
 * "Thinking..." while one is awaited. A screen reader hears each new answer once.
 */
export function ChatThread({
  messages,
  pending,
  onFollowUp,
  onNavigate,
  className,
}: {
  messages: ChatMessage[];
  pending: boolean;
  /** Sends a follow-up; without it, follow-ups are not offered. */
  onFollowUp?: ((text: string) => void) | undefined;
  /** Called when a link of an answer is followed (the dialog closes). */
  onNavigate?: (() => void) | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const end = useRef<HTMLDivElement>(null);
  const lastAnswer = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const answered = last !== undefined && last.role !== 'user' && !pending;
  useEffect(() => {
    // A new answer is read from its start; the follow-ups below it can wait (decision 0020).
    if (answered && messages.length > 1) lastAnswer.current?.scrollIntoView?.({ block: 'start' });
    else end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, pending, answered]);
  return (
    <div
      className={cn('space-y-3', className)}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t('assistant.conversation')}
    >
      {messages.map((message) => {
        const mine = message.role === 'user';
        return (
          <div
            key={message.id}
            ref={message === last && !mine ? lastAnswer : undefined}
            className={cn('flex gap-2', mine && 'flex-row-reverse')}
            data-testid={mine ? 'chat-question' : 'chat-answer'}
          >
            <span
              className={cn(
                'mt-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-full',
                mine ? 'bg-brand-100 text-brand-800' : 'bg-amber-100 text-amber-900',
              )}
              aria-hidden="true"
            >
              {mine ? <User className="h-4 w-4" /> : <Bot className="h-4 w-4" />}
            </span>
            <div
              className={cn(
                'max-w-[85%] min-w-0 rounded-2xl px-4 py-3 text-sm leading-relaxed',
                mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900',
              )}
            >
              <span className="sr-only">
                {t('common.labelled', {
                  label: mine ? t('assistant.you') : t('assistant.name'),
                })}{' '}
              </span>
              {message.welcome ? (
                <p>{t('assistant.welcome')}</p>
              ) : message.failure ? (
                <FailureText message={message} />
              ) : mine ? (
                <p className="whitespace-pre-wrap">{message.content}</p>
              ) : (
                <AnswerText text={message.content} />
              )}
              {message.links && message.links.length > 0 ? (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('assistant.links')}>
                  {message.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        onClick={(event) => {
                          // From the dialog, the new page takes the dialog's history entry.
                          event.preventDefault();
                          const leaving = leavingDialog();
                          onNavigate?.();
                          navigate(link.href, leaving);
                        }}
                        className="inline-flex min-h-11 items-center rounded-full border border-brand-700 bg-white px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
              {onFollowUp &&
              message === last &&
              message.suggestions &&
              message.suggestions.length > 0 ? (
                <div className="mt-3">
                  <p className="text-xs font-semibold text-slate-600">{t('assistant.followUps')}</p>
                  <ul className="mt-1 flex flex-wrap gap-2">
                    {message.suggestions.map((suggestion) => (
                      <li key={suggestion}>
                        <button
                          type="button"
                          disabled={pending}
                          onClick={() => onFollowUp(suggestion)}
                          className="min-h-11 rounded-full bg-white px-3 py-1 text-left text-sm text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-50"
                        >
                          {suggestion}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          </div>
        );
      })}
      {pending ? (
        <p role="status" className="text-sm text-slate-600 italic" data-testid="chat-thinking">
          {t('assistant.thinking')}
        </p>
      ) : null}
      <div ref={end} />
    </div>
  );
}
