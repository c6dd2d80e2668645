import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The tab's title while the page is open; the site's title again when it closes. */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  const siteTitle = t('common.siteTitle');
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = siteTitle;
    };
  }, [title, siteTitle]);
}
