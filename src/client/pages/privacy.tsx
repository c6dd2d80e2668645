import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../features/countries/use-page-title.ts';
import { PolicyDocument } from '../features/legal/components/policy-document.tsx';

/** /privacy: what we collect, why, who sees it, how long we keep it. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  usePageTitle(t('legal.privacy.documentTitle'));
  return <PolicyDocument page="privacy" />;
}
