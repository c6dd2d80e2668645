import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { CheckCircle2, Smartphone, XCircle } from 'lucide-react';
import { formatInstant, toMinorUnits } from '../../domain/format.ts';
import { MOBILE_MONEY_NETWORKS } from '../../domain/mobile-money.ts';
import { formatMinor } from '../../domain/currencies.ts';
import { Button } from '../components/ui/button.tsx';
import { ApiError } from '../lib/api.ts';
import { errorText } from '../lib/refusals.ts';
import { usePageMeta } from '../lib/page-meta.ts';
import {
  answerTestPrompt,
  readTestPrompt,
  type TestPrompt,
} from '../features/checkout/api/mobile-money.ts';
import { maskedPhone } from '../features/checkout/mobile-money.ts';

type Shown =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'error'; message: string }
  | { kind: 'prompt'; prompt: TestPrompt; answered: 'approved' | 'refused' | null };

/**
 * /pay/test-phone/:reference: what the traveller's phone shows when the network asks it to
 * approve a payment, played by the built-in test processor (404 with a live provider).
 */
export default function TestPhonePage() {
  const { t, i18n } = useTranslation();
  usePageMeta({ title: t('payments.prompt.title'), description: t('payments.prompt.intro') });
  const { reference = '' } = useParams<{ reference: string }>();
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const outcome = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let live = true;
    readTestPrompt(reference).then(
      (prompt) => live && setShown({ kind: 'prompt', prompt, answered: null }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 404) setShown({ kind: 'missing' });
        else
          setShown({
            kind: 'error',
            message: errorText(error, t, i18n.language, 'checkout.refusals.server_error'),
          });
      },
    );
    return () => {
      live = false;
    };
    // The prompt is read once per reference; the language only changes the words.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reference]);

  async function answer(approve: boolean) {
    setBusy(true);
    try {
      const prompt = await answerTestPrompt(reference, approve);
      setShown({ kind: 'prompt', prompt, answered: approve ? 'approved' : 'refused' });
      requestAnimationFrame(() => outcome.current?.focus());
    } catch (error) {
      setShown({
        kind: 'error',
        message: errorText(error, t, i18n.language, 'checkout.refusals.server_error'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <h1 className="text-2xl font-bold">{t('payments.prompt.title')}</h1>
      <p className="mt-1 text-sm text-slate-700">{t('payments.prompt.intro')}</p>
      <div
        className="mx-auto mt-6 max-w-xs rounded-[2rem] border-8 border-slate-800 bg-slate-900 p-3 shadow-lg"
        data-testid="test-phone"
      >
        <div className="min-h-72 rounded-2xl bg-white p-4">
          {shown.kind === 'loading' ? (
            <p role="status" className="text-sm text-slate-700">
              {t('payments.prompt.loading')}
            </p>
          ) : shown.kind === 'missing' ? (
            <p role="alert" className="text-sm font-medium text-red-900">
              {t('payments.prompt.notFound')}
            </p>
          ) : shown.kind === 'error' ? (
            <p role="alert" className="text-sm font-medium text-red-900">
              {shown.message}
            </p>
          ) : (
            <PromptScreen
              prompt={shown.prompt}
              answered={shown.answered}
              busy={busy}
              outcomeRef={outcome}
              onAnswer={(approve) => void answer(approve)}
              language={i18n.language}
            />
          )}
        </div>
      </div>
    </div>
  );
}

function PromptScreen({
  prompt,
  answered,
  busy,
  outcomeRef,
  onAnswer,
  language,
}: {
  prompt: TestPrompt;
  answered: 'approved' | 'refused' | null;
  busy: boolean;
  outcomeRef: RefObject<HTMLParagraphElement | null>;
  onAnswer: (approve: boolean) => void;
  language: string;
}) {
  const { t } = useTranslation();
  const amount = formatMinor(
    toMinorUnits(prompt.amount, prompt.currency),
    prompt.currency,
    language,
  );
  const waiting = prompt.status === 'pending' && answered === null;
  return (
    <div className="text-center">
      <Smartphone className="mx-auto h-8 w-8 text-brand-700" aria-hidden="true" />
      <p className="mt-2 text-xs font-medium tracking-wide text-slate-600 uppercase">
        {t('payments.prompt.network', {
          network: MOBILE_MONEY_NETWORKS[prompt.network],
          phone: maskedPhone(prompt.phone),
        })}
      </p>
      <h2 className="mt-3 text-lg font-bold text-slate-900" data-testid="test-phone-question">
        {t('payments.prompt.asks', { merchant: prompt.merchant, amount })}
      </h2>
      {waiting ? (
        <>
          <p className="mt-1 text-xs text-slate-600">
            {t('payments.prompt.expires', {
              time: formatInstant(prompt.expiresAt, language, { timeStyle: 'short' }),
            })}
          </p>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <Button variant="outline" disabled={busy} onClick={() => onAnswer(false)}>
              {t('payments.prompt.refuse')}
            </Button>
            <Button disabled={busy} onClick={() => onAnswer(true)}>
              {t('payments.prompt.approve')}
            </Button>
          </div>
        </>
      ) : (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          role="status"
          className="mt-5 flex items-center justify-center gap-2 font-medium focus:outline-none"
          data-testid="test-phone-outcome"
        >
          {answered === 'approved' ? (
            <CheckCircle2 className="h-5 w-5 text-brand-700" aria-hidden="true" />
          ) : answered === 'refused' ? (
            <XCircle className="h-5 w-5 text-clay-600" aria-hidden="true" />
          ) : null}
          {answered ? t(`payments.prompt.${answered}`) : t('payments.prompt.over')}
        </p>
      )}
    </div>
  );
}
