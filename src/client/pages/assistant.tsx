import { useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import {
  Banknote,
  Bus,
  Camera,
  CloudSun,
  HeartPulse,
  Landmark,
  ShieldCheck,
  Stamp,
  Utensils,
  type LucideIcon,
} from 'lucide-react';
import { RotateCcw } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { usePageMeta } from '../lib/page-meta.ts';
import { clearChat, sendQuestion, useChat } from '../features/assistant/chat-store.ts';
import { ChatInput } from '../features/assistant/components/chat-input.tsx';
import { ChatThread } from '../features/assistant/components/chat-thread.tsx';
import { VisaCheck } from '../features/assistant/components/visa-check.tsx';

const TILES: { key: string; icon: LucideIcon }[] = [
  { key: 'visas', icon: Stamp },
  { key: 'health', icon: HeartPulse },
  { key: 'seasons', icon: CloudSun },
  { key: 'money', icon: Banknote },
  { key: 'transport', icon: Bus },
  { key: 'food', icon: Utensils },
  { key: 'etiquette', icon: Landmark },
  { key: 'photography', icon: Camera },
  { key: 'safety', icon: ShieldCheck },
];

const DESTINATIONS = ['nigeria', 'ghana', 'senegal', 'sierra-leone', 'liberia'] as const;

/** Spec 2's AI assistant page: the same conversation as the dialog, with more to start from. */
export default function AssistantPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('assistant.meta.title'), description: t('assistant.meta.description') });
  const { messages, pending } = useChat();
  const [draft, setDraft] = useState('');
  const ask = (text: string) => void sendQuestion(text, 'page');
  const popular = t('assistant.page.popular', { returnObjects: true }) as string[];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">{t('assistant.page.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('assistant.page.subtitle')}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <section
          aria-label={t('assistant.conversation')}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:col-span-2"
        >
          <ChatThread
            messages={messages}
            pending={pending}
            onFollowUp={ask}
            className="max-h-[60dvh] min-h-64 overflow-y-auto pr-1"
          />
          <div className="mt-4 space-y-2 border-t border-slate-200 pt-4">
            <ChatInput
              id="assistant-page-input"
              pending={pending}
              onSend={ask}
              value={draft}
              onValueChange={setDraft}
            />
            <Button variant="ghost" size="sm" onClick={clearChat} disabled={pending}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
              {t('assistant.clear')}
            </Button>
          </div>
        </section>
        <div className="space-y-6">
          <section aria-labelledby="popular-title">
            <h2 id="popular-title" className="text-lg font-semibold">
              {t('assistant.page.popularTitle')}
            </h2>
            <p className="text-sm text-slate-600">{t('assistant.page.popularHint')}</p>
            <ul className="mt-2 space-y-2">
              {popular.map((question) => (
                <li key={question}>
                  <button
                    type="button"
                    onClick={() => {
                      setDraft(question);
                      document.getElementById('assistant-page-input')?.focus();
                    }}
                    className="min-h-11 w-full rounded-lg border border-slate-200 bg-white px-3 py-2 text-left text-sm hover:bg-slate-50"
                  >
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="destinations-title">
            <h2 id="destinations-title" className="text-lg font-semibold">
              {t('assistant.page.destinationsTitle')}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {DESTINATIONS.map((slug) => (
                <li key={slug}>
                  <Link
                    href={`/country/${slug}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-3 text-sm hover:bg-slate-50"
                  >
                    {t(`assistant.page.destinations.${slug}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
      <section aria-labelledby="ask-about-title" className="mt-8">
        <h2 id="ask-about-title" className="text-lg font-semibold">
          {t('assistant.page.askAboutTitle')}
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {TILES.map(({ key, icon: Icon }) => (
            <li key={key}>
              <button
                type="button"
                disabled={pending}
                onClick={() => ask(t(`assistant.page.tiles.${key}.question`))}
                className="flex min-h-20 w-full flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-3 text-left text-sm font-medium hover:border-brand-300 hover:bg-brand-50 disabled:opacity-50"
              >
                <Icon className="h-5 w-5 text-brand-700" aria-hidden="true" />
                {t(`assistant.page.tiles.${key}.label`)}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-8">
        <VisaCheck />
      </div>
    </div>
  );
}
