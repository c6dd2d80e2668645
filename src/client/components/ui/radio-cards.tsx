import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/utils.ts';

export type RadioCard<Value extends string> = {
  value: Value;
  title: ReactNode;
  description: ReactNode;
  icon?: LucideIcon;
};

/**
 * One choice of a few, as cards around native radios in a fieldset: arrows move between them,
 * readers name the group by its legend and each radio by its title, then read its description.
 */
export function RadioCards<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  className,
  'data-testid': testId,
}: {
  legend: ReactNode;
  /** The radios' name, and the start of each card's ids (`${name}-${value}-label`). */
  name: string;
  options: readonly RadioCard<Value>[];
  /** The choice made; null while none is. */
  value: Value | null;
  onChange: (value: Value) => void;
  /** How the cards are laid out: 'space-y-2' for a column, a grid for side by side. */
  className: string;
  'data-testid'?: string;
}) {
  return (
    <fieldset data-testid={testId}>
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      <div className={className}>
        {options.map(({ value: option, title, description, icon: Icon }) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer gap-3 rounded-lg border p-3 focus-within:ring-2 focus-within:ring-brand-600/40',
              value === option ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              aria-labelledby={`${name}-${option}-label`}
              aria-describedby={`${name}-${option}-hint`}
              className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
            />
            <span className="min-w-0">
              <span
                id={`${name}-${option}-label`}
                className="flex items-center gap-2 font-medium text-slate-900"
              >
                {Icon ? <Icon className="h-4 w-4 shrink-0" aria-hidden="true" /> : null}
                {title}
              </span>
              <span id={`${name}-${option}-hint`} className="block text-sm text-slate-700">
                {description}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
