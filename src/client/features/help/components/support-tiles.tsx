import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import { SUPPORT_HOURS } from '../../../../domain/contact.ts';
import { paths } from '../../../lib/paths.ts';
import { formatClockTime } from '../../../../domain/format.ts';

const TILES = [
  { key: 'chat', Icon: MessageCircle },
  { key: 'email', Icon: Mail },
  { key: 'phone', Icon: Phone },
] as const;

/**
 * Spec 2's three support tiles, each leading to the contact page. Their facts are the contact
 * page's: the assistant is a machine that answers at any hour, the phone keeps SUPPORT_HOURS.
 */
export function SupportTiles() {
  const { t, i18n } = useTranslation();
  const hours = SUPPORT_HOURS.flatMap((row) =>
    row.opens && row.closes
      ? [
          t('help.support.phone.days', {
            days: t(`help.support.phone.${row.days}`),
            opens: formatClockTime(row.opens, i18n.language),
            closes: formatClockTime(row.closes, i18n.language),
          }),
        ]
      : [],
  ).join(', ');
  return (
    <section aria-labelledby="help-support" className="rounded-2xl bg-brand-50 p-4 sm:p-6">
      <h2 id="help-support" className="text-xl font-semibold">
        {t('help.support.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('help.support.text')}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {TILES.map(({ key, Icon }) => (
          <li key={key}>
            <Link
              href={paths.contact}
              className="flex h-full min-h-11 items-center gap-3 rounded-xl border border-brand-100 bg-white p-4 hover:border-brand-600"
            >
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">
                  {t(`help.support.${key}.title`)}
                </span>
                <span className="block text-sm text-slate-700">
                  {t(`help.support.${key}.text`, { hours })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
