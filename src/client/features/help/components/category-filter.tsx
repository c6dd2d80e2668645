import { useTranslation } from 'react-i18next';
import { HELP_CATEGORIES, type HelpCategory } from '../../../../domain/help.ts';
import { cn } from '../../../lib/utils.ts';
import { CATEGORY_ICONS } from './help-categories.ts';

/** The four categories as toggles: one chosen narrows the articles to it, again shows all. */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: HelpCategory | undefined;
  onChange: (category: HelpCategory | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('help.categories.label')}
      className="grid grid-cols-2 gap-3 lg:grid-cols-4"
    >
      {HELP_CATEGORIES.map((category) => {
        const Icon = CATEGORY_ICONS[category];
        const chosen = value === category;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={chosen}
            onClick={() => onChange(chosen ? undefined : category)}
            className={cn(
              'flex min-h-11 flex-col items-start gap-2 rounded-xl border p-3 text-left transition-colors sm:p-4',
              chosen
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-200 bg-white text-slate-900 hover:border-brand-600 hover:bg-brand-50',
            )}
          >
            <Icon
              className={cn('h-6 w-6', chosen ? 'text-white' : 'text-brand-700')}
              aria-hidden="true"
            />
            <span className="text-sm font-semibold sm:text-base">
              {t(`help.categories.${category}`)}
            </span>
            <span
              className={cn('hidden text-sm sm:block', chosen ? 'text-brand-50' : 'text-slate-600')}
            >
              {t(`help.categoryHints.${category}`)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
