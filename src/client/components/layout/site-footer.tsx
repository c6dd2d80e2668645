import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths.ts';
import { DataSaverSwitch } from '../data-saver-notice.tsx';

const GROUPS = [
  {
    title: 'footer.explore',
    links: [
      { href: paths.hotels, key: 'nav.hotels' },
      { href: paths.flights, key: 'nav.flights' },
      { href: paths.tourOperators, key: 'nav.tourOperators' },
      { href: paths.assistant, key: 'nav.assistant' },
    ],
  },
  {
    title: 'footer.support',
    links: [
      { href: paths.bookings, key: 'footer.findBooking' },
      { href: paths.trips, key: 'nav.trips' },
      { href: paths.help, key: 'footer.help' },
      { href: paths.contact, key: 'footer.contact' },
      { href: paths.guide, key: 'nav.guide' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { href: paths.about, key: 'footer.about' },
      { href: paths.privacy, key: 'footer.privacy' },
      { href: paths.terms, key: 'footer.terms' },
    ],
  },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">Teranga</p>
          <p className="mt-2 text-sm text-brand-100">{t('footer.tagline')}</p>
          <DataSaverSwitch />
        </div>
        {GROUPS.map((group) => (
          <div key={group.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {t(group.title)}
            </h2>
            <ul className="mt-2 text-sm">
              {group.links.map((link) => (
                <li key={link.href}>
                  {/* 44 px tall: a finger's target (WCAG 2.5.5). */}
                  <Link
                    href={link.href}
                    className="inline-flex min-h-11 items-center text-brand-100 hover:text-white hover:underline"
                  >
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-brand-800 py-4 text-center text-xs text-brand-100">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
