import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../lib/page-meta.ts';
import { PolicyDocument } from '../features/legal/components/policy-document.tsx';

/** /terms: the terms of using the site and booking through it. */
export default function TermsPage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('legal.terms.documentTitle'),
    description: t('legal.terms.documentDescription'),
  });
  return <PolicyDocument page="terms" />;
}
