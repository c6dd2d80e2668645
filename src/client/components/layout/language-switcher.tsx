import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '../../lib/i18n.ts';
import { cn } from '../../lib/utils.ts';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
  return (
    <div
      role="group"
      aria-label={t('nav.language')}
      className="flex rounded-lg border border-slate-300 p-0.5"
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          onClick={() => setLanguage(language)}
          className={cn(
            'h-8 min-w-10 rounded-md px-2 text-xs font-semibold uppercase',
            current === language ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
          title={t(`nav.languageName.${language}`)}
        >
          {language}
        </button>
      ))}
    </div>
  );
}
