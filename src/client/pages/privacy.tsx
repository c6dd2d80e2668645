import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../lib/page-meta.ts';
import { PolicyDocument } from '../features/legal/components/policy-document.tsx';

/** /privacy: what we collect, why, who sees it, how long we keep it. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('legal.privacy.documentTitle'),
    description: t('legal.privacy.documentDescription'),
  });
  return <PolicyDocument page="privacy" />;
}
