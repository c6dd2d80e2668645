import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoginBody } from '../../../../domain/accounts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { login } from '../../../lib/account.ts';
import { AuthField, PasswordField } from './auth-field.tsx';
import { answerProblems, type FieldProblems } from '../../../lib/field-rules.ts';
import { checkForm, focusFirstInvalid } from './field-messages.ts';
import { useSignIn } from './use-sign-in.ts';

type LoginValues = { email: string; password: string };

/** Spec 2's login form: e-mail and password, checked with the server's schema before sending. */
export function LoginForm({ next, resetHref }: { next: string; resetHref: string }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [messages, setMessages] = useState<FieldProblems>({});
  const signIn = useSignIn({
    call: login,
    next,
    texts: 'account.auth.login',
    onRefused: (error) => {
      const refused = answerProblems(error, t);
      setMessages(refused);
      if (Object.keys(refused).length) focusFirstInvalid(form.current);
    },
  });

  const change = (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setMessages(({ [field]: _, ...rest }) => rest);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signIn.isPending) return;
    const checked = checkForm(LoginBody, values, t);
    if (checked.messages) {
      setMessages(checked.messages);
      focusFirstInvalid(form.current);
      return;
    }
    setMessages({});
    signIn.mutate(checked.data);
  }

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={t('account.auth.login.title')}>
      <div className="grid gap-4">
        <AuthField
          id={`${id}-email`}
          label={t('account.auth.fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={values.email}
          onChange={change('email')}
          error={messages.email}
        />
        <div>
          <PasswordField
            id={`${id}-password`}
            label={t('account.auth.fields.password')}
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            error={messages.password}
          />
          <Link
            href={resetHref}
            className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline sm:min-h-8"
          >
            {t('account.auth.login.forgot')}
          </Link>
        </div>
      </div>
      <Button
        type="submit"
        size="lg"
        className="mt-4 h-auto min-h-12 w-full py-2"
        disabled={signIn.isPending}
      >
        {signIn.isPending ? t('account.auth.login.pending') : t('account.auth.login.submit')}
      </Button>
    </form>
  );
}
