import { useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { fieldErrorsOf, ruleText } from '../../../lib/field-rules.ts';
import { paths } from '../../../lib/paths.ts';
import { errorText } from '../../../lib/refusals.ts';
import { bodyOf } from '../../../lib/api.ts';
import {
  resendVerification,
  useCurrentUser,
  useSetCurrentUser,
  verifyEmail,
} from '../../../lib/account.ts';
import { AuthNotice, AuthPanel } from './auth-panel.tsx';

/**
 * /auth/verify?token=: the link of the verification e-mail. The token is spent once, so the
 * call is a query keyed by it: a second render (or React's strict mode) does not spend it again.
 */
export function EmailVerification({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const { data: currentUser } = useCurrentUser();
  const setUser = useSetCurrentUser();
  const verification = useQuery({
    // Not under ['account']: a sign-in would refetch it and spend nothing but a refusal.
    queryKey: ['email-verification', token],
    queryFn: () => verifyEmail({ token }),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const verified = verification.data;
  const resend = useMutation({ mutationFn: resendVerification });

  // The traveller verified their own address: every page knows it at once.
  useEffect(() => {
    if (verified && currentUser && verified.id === currentUser.id && !currentUser.emailVerified) {
      setUser(verified);
    }
  }, [verified, currentUser, setUser]);

  const title = t('account.auth.verify.title');
  if (token && verification.isPending) {
    return (
      <AuthPanel title={title}>
        <AuthNotice tone="info">{t('account.auth.verify.checking')}</AuthNotice>
      </AuthPanel>
    );
  }

  const [refused] = fieldErrorsOf(bodyOf(verification.error));
  // A link opened again (a reload, a second click) after it confirmed the traveller's address.
  const alreadyDone = !verified && refused?.rule === 'invalid_token' && currentUser?.emailVerified;
  if (verified || alreadyDone) {
    return (
      <AuthPanel title={title}>
        <AuthNotice tone="success">
          {verified ? t('account.auth.verify.done') : t('account.auth.verify.already')}
        </AuthNotice>
        <Link
          href={currentUser ? paths.dashboard : `${paths.auth}?next=${paths.dashboard}`}
          className={`${buttonClasses('primary', 'lg')} mt-4 w-full`}
        >
          {t('account.auth.verify.toDashboard')}
        </Link>
      </AuthPanel>
    );
  }

  const problem =
    !token || refused
      ? ruleText(t, refused?.rule ?? 'invalid_token', refused?.limit)
      : errorText(verification.error, t, i18n.language, 'account.auth.verify.failed');
  const canResend = currentUser && !currentUser.emailVerified;
  return (
    <AuthPanel title={title}>
      <AuthNotice tone="error">{problem}</AuthNotice>
      {resend.isSuccess && currentUser ? (
        <div className="mt-4">
          <AuthNotice tone="success">
            {t('account.auth.verify.resent', { email: currentUser.email })}
          </AuthNotice>
        </div>
      ) : null}
      {resend.isError ? (
        <div className="mt-4">
          <AuthNotice tone="error">
            {errorText(resend.error, t, i18n.language, 'account.auth.verify.failed')}
          </AuthNotice>
        </div>
      ) : null}
      {canResend && !resend.isSuccess ? (
        <Button
          size="lg"
          className="mt-4 w-full"
          disabled={resend.isPending}
          onClick={() => resend.mutate({ language: i18n.language === 'fr' ? 'fr' : 'en' })}
        >
          {resend.isPending ? t('account.auth.verify.resending') : t('account.auth.verify.resend')}
        </Button>
      ) : null}
      <p className="mt-4 text-center text-sm">
        <Link
          href={currentUser ? paths.dashboard : paths.auth}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {currentUser ? t('account.auth.verify.toDashboard') : t('account.auth.backToLogin')}
        </Link>
      </p>
    </AuthPanel>
  );
}
