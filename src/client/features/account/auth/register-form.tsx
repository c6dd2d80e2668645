import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RegisterBody } from '../../../../domain/accounts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/refusals.ts';
import { bodyOf } from '../../../lib/api.ts';
import { register } from '../../../lib/account.ts';
import { AuthField, PasswordField } from './auth-field.tsx';
import { answerProblems, type FieldProblems } from '../../../lib/field-rules.ts';
import { checkForm, focusFirstInvalid } from './field-messages.ts';
import { useSignIn } from './use-sign-in.ts';

type RegisterValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
};

const EMPTY: RegisterValues = { firstName: '', lastName: '', email: '', phone: '', password: '' };

/** Spec 2's registration form; the verification e-mail goes out in the page's language. */
export function RegisterForm({ next }: { next: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [messages, setMessages] = useState<FieldProblems>({});
  const signUp = useSignIn({
    call: register,
    next,
    texts: 'account.auth.register',
    onRefused: (error) => {
      const refused = answerProblems(error, t);
      // The address is the field to change: say so beside it too.
      if (bodyOf(error).code === 'email_taken') {
        refused.email = errorText(error, t, i18n.language, 'account.auth.register.failedText');
      }
      setMessages(refused);
      if (Object.keys(refused).length) focusFirstInvalid(form.current);
    },
  });

  const change = (field: keyof RegisterValues) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setMessages(({ [field]: _, ...rest }) => rest);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signUp.isPending) return;
    const language = i18n.language === 'fr' ? 'fr' : 'en';
    const checked = checkForm(RegisterBody, { ...values, language }, t);
    if (checked.messages) {
      setMessages(checked.messages);
      focusFirstInvalid(form.current);
      return;
    }
    setMessages({});
    signUp.mutate(checked.data);
  }

  const field = (name: keyof RegisterValues) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: change(name),
    error: messages[name],
  });

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={t('account.auth.register.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <AuthField
          {...field('firstName')}
          label={t('account.auth.fields.firstName')}
          autoComplete="given-name"
        />
        <AuthField
          {...field('lastName')}
          label={t('account.auth.fields.lastName')}
          autoComplete="family-name"
        />
        <AuthField
          {...field('email')}
          label={t('account.auth.fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          className="sm:col-span-2"
        />
        <AuthField
          {...field('phone')}
          label={t('account.auth.fields.phone')}
          type="tel"
          autoComplete="tel"
          optional
          className="sm:col-span-2"
        />
        <PasswordField
          {...field('password')}
          label={t('account.auth.fields.password')}
          autoComplete="new-password"
          placeholder={t('account.auth.fields.passwordPlaceholder')}
          className="sm:col-span-2"
        />
      </div>
      <Button
        type="submit"
        size="lg"
        className="mt-6 h-auto min-h-12 w-full py-2"
        disabled={signUp.isPending}
      >
        {signUp.isPending ? t('account.auth.register.pending') : t('account.auth.register.submit')}
      </Button>
    </form>
  );
}
