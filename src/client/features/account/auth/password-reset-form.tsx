import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PasswordResetBody } from '../../../../domain/accounts.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { errorText } from '../../../lib/refusals.ts';
import { resetPassword, useSetCurrentUser } from '../../../lib/account.ts';
import { PasswordField } from './auth-field.tsx';
import { AuthNotice, AuthPanel } from './auth-panel.tsx';
import { answerProblems } from '../../../lib/field-rules.ts';
import { checkForm, focusFirstInvalid } from './field-messages.ts';

const linkClass =
  'inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline';

/** /auth/reset?token=: the new password. The server ends every session of the account. */
export function PasswordResetForm({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const setUser = useSetCurrentUser();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [linkRefused, setLinkRefused] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => setUser(null),
    onError: (error) => {
      const refused = answerProblems(error, t);
      if (refused.token) return setLinkRefused(refused.token);
      setProblem(
        refused.password ?? errorText(error, t, i18n.language, 'account.auth.reset.failed'),
      );
      focusFirstInvalid(form.current);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const checked = checkForm(PasswordResetBody, { token, password }, t);
    if (checked.messages?.token) return setLinkRefused(checked.messages.token);
    if (checked.messages) {
      setProblem(checked.messages.password);
      focusFirstInvalid(form.current);
      return;
    }
    setProblem(undefined);
    save.mutate(checked.data);
  }

  if (save.isSuccess) {
    return (
      <AuthPanel title={t('account.auth.reset.title')}>
        <AuthNotice tone="success">{t('account.auth.reset.done')}</AuthNotice>
        <Link href={paths.auth} className={`${buttonClasses('primary', 'lg')} mt-4 w-full`}>
          {t('account.auth.signIn')}
        </Link>
      </AuthPanel>
    );
  }

  if (linkRefused) {
    return (
      <AuthPanel title={t('account.auth.reset.title')}>
        <AuthNotice tone="error">{linkRefused}</AuthNotice>
        <p className="mt-4 text-center text-sm">
          <Link href={`${paths.auth}/reset`} className={linkClass}>
            {t('account.auth.reset.askAgain')}
          </Link>
        </p>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel title={t('account.auth.reset.title')} intro={t('account.auth.reset.intro')}>
      <form ref={form} onSubmit={submit} noValidate aria-label={t('account.auth.reset.title')}>
        <PasswordField
          id={`${id}-password`}
          label={t('account.auth.fields.newPassword')}
          autoComplete="new-password"
          placeholder={t('account.auth.fields.passwordPlaceholder')}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setProblem(undefined);
          }}
          error={problem}
        />
        <Button
          type="submit"
          size="lg"
          className="mt-4 h-auto min-h-12 w-full py-2"
          disabled={save.isPending}
        >
          {save.isPending ? t('account.auth.reset.pending') : t('account.auth.reset.submit')}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm">
        <Link href={paths.auth} className={linkClass}>
          {t('account.auth.backToLogin')}
        </Link>
      </p>
    </AuthPanel>
  );
}
