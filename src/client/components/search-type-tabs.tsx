import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BedDouble, Package, Plane } from 'lucide-react';
import { cn } from '../lib/utils.ts';

export const SEARCH_TYPES = ['hotels', 'flights', 'packages'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

const ICONS = { hotels: BedDouble, flights: Plane, packages: Package } as const;

/** Spec 1: tabs with ids hotels, flights, packages; choosing one reports the id to the parent. */
export function SearchTypeTabs({
  value,
  onChange,
  panelId,
}: {
  value: SearchType;
  onChange: (id: SearchType) => void;
  panelId: string;
}) {
  const { t } = useTranslation();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = SEARCH_TYPES[(index + step + SEARCH_TYPES.length) % SEARCH_TYPES.length]!;
    onChange(next);
    refs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={t('home.tabs.label')}
      className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1"
    >
      {SEARCH_TYPES.map((type, index) => {
        const Icon = ICONS[type];
        const selected = value === type;
        return (
          <button
            key={type}
            id={type}
            ref={(el) => {
              refs.current[type] = el;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(type)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'flex min-h-11 flex-col items-center justify-center gap-1 rounded-lg px-2 py-2 text-xs font-semibold sm:flex-row sm:text-sm',
              selected ? 'bg-white text-brand-800 shadow' : 'text-slate-700 hover:bg-white/60',
            )}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            {t(`home.tabs.${type}`)}
          </button>
        );
      })}
    </div>
  );
}
