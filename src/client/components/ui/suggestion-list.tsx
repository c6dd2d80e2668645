import type { Dispatch, KeyboardEvent, ReactNode, SetStateAction } from 'react';
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

/**
 * Arrow keys move through the open list (wrapping), Enter chooses the active option. Returns
 * whether the key was used, so the caller can handle others (Escape, opening the list).
 */
export function handleSuggestionKeys(
  event: KeyboardEvent,
  {
    count,
    active,
    setActive,
    chooseActive,
  }: {
    count: number;
    active: number;
    setActive: Dispatch<SetStateAction<number>>;
    chooseActive: (index: number) => void;
  },
): boolean {
  if (count === 0) return false;
  if (event.key === 'ArrowDown') setActive((i) => (i + 1) % count);
  else if (event.key === 'ArrowUp') setActive((i) => (i <= 0 ? count - 1 : i - 1));
  else if (event.key === 'Enter' && active >= 0) chooseActive(active);
  else return false;
  event.preventDefault();
  return true;
}
