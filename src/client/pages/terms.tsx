import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../features/countries/use-page-title.ts';
import { PolicyDocument } from '../features/legal/components/policy-document.tsx';

/** /terms: the terms of using the site and booking through it. */
export default function TermsPage() {
  const { t } = useTranslation();
  usePageTitle(t('legal.terms.documentTitle'));
  return <PolicyDocument page="terms" />;
}
