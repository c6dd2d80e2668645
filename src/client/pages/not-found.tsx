import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../components/ui/button.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('meta.notFound.title'), description: t('meta.notFound.description') });
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-700">{t('notFound.text')}</p>
      <Link href="/" className={`${buttonClasses('primary')} mt-6`}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
