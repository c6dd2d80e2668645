import type { ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';

/** The listbox of a combobox: options with ids for aria-activedescendant, chosen by click. */
export function SuggestionList<T>({
  id,
  label,
  items,
  active,
  open,
  itemKey,
  onChoose,
  children,
  className,
  optionClassName,
}: {
  id: string;
  label: string;
  items: readonly T[];
  active: number;
  open: boolean;
  itemKey: (item: T) => string;
  onChoose: (item: T) => void;
  children: (item: T) => ReactNode;
  className?: string;
  optionClassName?: string;
}) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      className={cn(
        'absolute z-20 mt-1 w-full rounded-lg border border-slate-200 bg-white shadow-lg',
        className,
        !open && 'hidden',
      )}
    >
      {items.map((item, index) => (
        <li
          key={itemKey(item)}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          className={cn(
            'flex cursor-pointer',
            optionClassName,
            index === active ? 'bg-brand-50' : 'hover:bg-slate-50',
          )}
          // Keep the focus in the input, so choosing does not close the list first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(item)}
        >
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
