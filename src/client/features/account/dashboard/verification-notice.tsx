import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailWarning } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/refusals.ts';
import { resendVerification } from '../../../lib/account.ts';

type Result = { kind: 'sent' | 'failed'; text: string };

/**
 * Guest bookings with the account's address join its list only once the address is verified
 * (a typed address proves nothing): says so, and sends the link again.
 */
export function VerificationNotice({ email }: { email: string }) {
  const { t, i18n } = useTranslation();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  async function sendAgain() {
    setSending(true);
    setResult(null);
    try {
      await resendVerification({ language: i18n.language.startsWith('fr') ? 'fr' : 'en' });
      setResult({ kind: 'sent', text: t('account.dashboard.verify.sent', { email }) });
    } catch (error) {
      setResult({
        kind: 'failed',
        text: errorText(error, t, i18n.language, 'account.dashboard.verify.failed'),
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      aria-labelledby="verify-email-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5"
      data-testid="verify-notice"
    >
      <h2 id="verify-email-heading" className="flex items-center gap-2 font-semibold">
        <MailWarning className="h-5 w-5 shrink-0" aria-hidden="true" />
        {t('account.dashboard.verify.title')}
      </h2>
      <p className="mt-1 text-sm break-words">{t('account.dashboard.verify.text', { email })}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => void sendAgain()} disabled={sending}>
          {sending ? t('account.dashboard.verify.sending') : t('account.dashboard.verify.resend')}
        </Button>
        <p
          role="status"
          className={`text-sm font-medium ${result?.kind === 'failed' ? 'text-clay-600' : ''}`}
        >
          {result?.text}
        </p>
      </div>
    </section>
  );
}
