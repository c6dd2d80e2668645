import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPageTexts } from '../lib/i18n.ts';

// The screen, its texts and the tours' texts (its tour cards and booking dialog) load when the
// tab is first opened: most visitors of the home page never do.
const CompletePackagesScreen = lazy(() =>
  Promise.all([
    import('../features/packages/components/complete-packages-screen.tsx'),
    loadPageTexts('packages'),
    loadPageTexts('tours'),
  ]).then(([screen]) => screen),
);

/** The Travel Packages tab of the home page and of /flights (spec 1). */
export function PackagesPanel({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <p role="status" className="py-6 text-slate-600">
          {t('home.packagesPanel.loading')}
        </p>
      }
    >
      <CompletePackagesScreen headingLevel={headingLevel} />
    </Suspense>
  );
}
