import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useLocation, useParams, useSearch } from 'wouter';
import { useCurrentUser } from '../lib/account.ts';
import { AuthPanel } from '../features/account/auth/auth-panel.tsx';
import { EmailVerification } from '../features/account/auth/email-verification.tsx';
import { LoginForm } from '../features/account/auth/login-form.tsx';
import { authHref, nextPathOf } from '../features/account/auth/next-path.ts';
import { PasswordResetForm } from '../features/account/auth/password-reset-form.tsx';
import { PasswordResetRequest } from '../features/account/auth/password-reset-request.tsx';
import { RegisterForm } from '../features/account/auth/register-form.tsx';
import { paths } from '../lib/paths.ts';
import { usePageMeta } from '../lib/page-meta.ts';

/** /auth (sign in), /auth/register, /auth/reset[?token=] and /auth/verify?token=. */
export default function AuthPage() {
  const { t } = useTranslation();
  const { step } = useParams<{ step?: string }>();
  const search = useSearch();
  const token = new URLSearchParams(search).get('token') ?? '';
  const meta = step === 'register' || step === 'reset' || step === 'verify' ? step : 'login';
  usePageMeta({
    title: t(`meta.auth.${meta}.title`),
    description: t(`meta.auth.${meta}.description`),
  });

  switch (step) {
    case undefined:
      return <SignInOrRegister mode="login" search={search} />;
    case 'register':
      return <SignInOrRegister mode="register" search={search} />;
    case 'reset':
      return token ? (
        <PasswordResetForm token={token} />
      ) : (
        <PasswordResetRequest loginHref={authHref(null, search)} />
      );
    case 'verify':
      return <EmailVerification token={token} />;
    default:
      return <Redirect to={paths.auth} replace />;
  }
}

/** Spec 2: login first, a switch to registration; a signed-in visitor goes on to `next`. */
function SignInOrRegister({ mode, search }: { mode: 'login' | 'register'; search: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { data: user, isPending } = useCurrentUser();
  const next = nextPathOf(search);

  useEffect(() => {
    if (user) navigate(next, { replace: true });
  }, [user, next, navigate]);

  if (isPending || user) {
    return (
      <div role="status" className="mx-auto max-w-6xl px-4 py-16 text-center text-slate-600">
        {t('common.loading')}
      </div>
    );
  }

  const texts = `account.auth.${mode}` as const;
  return (
    <AuthPanel title={t(`${texts}.title`)} intro={t(`${texts}.intro`)}>
      {mode === 'login' ? (
        <LoginForm next={next} resetHref={authHref('reset', search)} />
      ) : (
        <RegisterForm next={next} />
      )}
      <p className="mt-6 border-t border-slate-200 pt-4 text-center text-sm text-slate-700">
        {t(`${texts}.switchPrompt`)}{' '}
        <Link
          href={authHref(mode === 'login' ? 'register' : null, search)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline sm:min-h-0"
        >
          {t(`${texts}.switch`)}
        </Link>
      </p>
    </AuthPanel>
  );
}
