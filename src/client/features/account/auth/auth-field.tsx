import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff } from 'lucide-react';
import { Input, Label } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/utils.ts';

type AuthFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
  optional?: boolean;
};

/** A labelled input whose error is said next to it and tied to it for screen readers. */
export function AuthField({
  id,
  label,
  error,
  optional = false,
  className,
  ...input
}: AuthFieldProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {optional ? (
          <span className="font-normal text-slate-600"> ({t('account.auth.fields.optional')})</span>
        ) : null}
      </Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(error && 'border-clay-600 focus:border-clay-600 focus:ring-clay-600/30')}
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-clay-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A password field with a switch to show what was typed (easier on a phone's keyboard). */
export function PasswordField({
  id,
  label,
  error,
  className,
  ...input
}: Omit<AuthFieldProps, 'optional' | 'type'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          type={shown ? 'text' : 'password'}
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'pr-12',
            error && 'border-clay-600 focus:border-clay-600 focus:ring-clay-600/30',
          )}
          {...input}
        />
        <button
          type="button"
          aria-pressed={shown}
          aria-controls={id}
          aria-label={t('account.auth.fields.showPassword')}
          title={t('account.auth.fields.showPassword')}
          onClick={() => setShown((value) => !value)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none"
        >
          {shown ? (
            <EyeOff className="h-5 w-5" aria-hidden="true" />
          ) : (
            <Eye className="h-5 w-5" aria-hidden="true" />
          )}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-clay-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
