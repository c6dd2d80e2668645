import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils.ts';

/** A link to another site (a source), opened in a new tab, which a screen reader announces. */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('text-brand-700 underline underline-offset-2 hover:text-brand-900', className)}
    >
      {children}
      <span className="sr-only"> {t('guide.newTab')}</span>
    </a>
  );
}
