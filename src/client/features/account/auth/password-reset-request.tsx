import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PasswordResetRequestBody } from '../../../../domain/accounts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/refusals.ts';
import { requestPasswordReset } from '../../../lib/account.ts';
import { AuthField } from './auth-field.tsx';
import { AuthNotice, AuthPanel } from './auth-panel.tsx';
import { answerProblems } from '../../../lib/field-rules.ts';
import { checkForm, focusFirstInvalid } from './field-messages.ts';

/**
 * /auth/reset without a token: the address to send a reset link to. The answer is the same
 * whether an account has it or not, so the page never tells who has an account.
 */
export function PasswordResetRequest({ loginHref }: { loginHref: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => {
      setProblem(
        answerProblems(error, t).email ??
          errorText(error, t, i18n.language, 'account.auth.resetRequest.failed'),
      );
      focusFirstInvalid(form.current);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const language = i18n.language === 'fr' ? 'fr' : 'en';
    const checked = checkForm(PasswordResetRequestBody, { email, language }, t);
    if (checked.messages) {
      setProblem(checked.messages.email);
      focusFirstInvalid(form.current);
      return;
    }
    setProblem(undefined);
    send.mutate(checked.data);
  }

  return (
    <AuthPanel
      title={t('account.auth.resetRequest.title')}
      intro={send.isSuccess ? undefined : t('account.auth.resetRequest.intro')}
    >
      {send.isSuccess ? (
        <AuthNotice tone="success">{t('account.auth.resetRequest.sent')}</AuthNotice>
      ) : (
        <form
          ref={form}
          onSubmit={submit}
          noValidate
          aria-label={t('account.auth.resetRequest.title')}
        >
          <AuthField
            id={`${id}-email`}
            label={t('account.auth.fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setProblem(undefined);
            }}
            error={problem}
          />
          <Button
            type="submit"
            size="lg"
            className="mt-4 h-auto min-h-12 w-full py-2"
            disabled={send.isPending}
          >
            {send.isPending
              ? t('account.auth.resetRequest.pending')
              : t('account.auth.resetRequest.submit')}
          </Button>
        </form>
      )}
      <p className="mt-4 text-center text-sm">
        <Link
          href={loginHref}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('account.auth.backToLogin')}
        </Link>
      </p>
    </AuthPanel>
  );
}
