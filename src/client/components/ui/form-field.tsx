import { cloneElement, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from './input.tsx';
import { cn } from '../../lib/utils.ts';

/**
 * A label, its control, a hint and the field's error, tied together for screen readers:
 * the control gets the id, aria-invalid and aria-describedby.
 */
export function FormField({
  id,
  label,
  required = false,
  optional = false,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  optional?: boolean;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  const { t } = useTranslation();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {/* aria-required tells screen readers; the star is for the eye. */}
        {required ? <span aria-hidden="true"> *</span> : null}
        {optional ? (
          <span className="font-normal text-slate-600"> ({t('checkout.customer.optional')})</span>
        ) : null}
      </Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
        className: cn(
          children.props.className as string | undefined,
          error && 'border-clay-600 focus:border-clay-600 focus:ring-clay-600/30',
        ),
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-clay-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
