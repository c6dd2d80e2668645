import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths.ts';
import { cn } from '../lib/utils.ts';
import { buttonClasses } from './ui/button.tsx';

/** The Travel Packages tab until tour packages are searchable: the way to the operators. */
export function PackagesPanel({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  return (
    <div className="rounded-2xl border border-slate-200 p-6">
      <Heading className="text-lg font-semibold">{t('home.packagesPanel.title')}</Heading>
      <p className="mt-1 text-slate-700">{t('home.packagesPanel.text')}</p>
      <Link href={paths.tourOperators} className={cn(buttonClasses('primary'), 'mt-4')}>
        {t('home.packagesPanel.cta')}
      </Link>
    </div>
  );
}
