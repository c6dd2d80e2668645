import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import {
  BookOpen,
  Building2,
  Clock,
  Compass,
  LifeBuoy,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  Search,
  Siren,
  type LucideIcon,
} from 'lucide-react';
import { SUPPORT_HOURS } from '../../../../domain/contact.ts';
import { placeName } from '../../../../domain/place-names.ts';
import { paths } from '../../../lib/paths.ts';
import {
  EMERGENCY_PHONE,
  OFFICES,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  type PhoneNumber,
} from '../offices.ts';
import { formatClockTime } from '../../../../domain/format.ts';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

function PhoneLink({ phone }: { phone: PhoneNumber }) {
  return (
    <a href={`tel:${phone.dial}`} className={`${linkClass} whitespace-nowrap`}>
      {phone.display}
    </a>
  );
}

/** "9:00 AM" or "09:00" from '09:00', as the reader's language writes times. */

/** One way to reach us: what it is, how, and when it answers. */
function Channel({
  Icon,
  title,
  note,
  children,
}: {
  Icon: LucideIcon;
  title: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div>
        <p className="font-medium text-slate-900">{title}</p>
        <p>{children}</p>
        <p className="text-slate-600">{note}</p>
      </div>
    </li>
  );
}

/** E-mail, telephone and the emergency line. */
export function ContactChannels() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="contact-channels" className="rounded-2xl border border-slate-200 p-5">
      <h2 id="contact-channels" className="text-lg font-semibold">
        {t('contact.details.title')}
      </h2>
      <ul className="mt-3 space-y-3 text-sm">
        <Channel
          Icon={Mail}
          title={t('contact.details.email')}
          note={t('contact.details.emailNote')}
        >
          <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkClass} break-all`}>
            {SUPPORT_EMAIL}
          </a>
        </Channel>
        <Channel
          Icon={Phone}
          title={t('contact.details.phone')}
          note={t('contact.details.phoneNote')}
        >
          <PhoneLink phone={SUPPORT_PHONE} />
        </Channel>
        <Channel
          Icon={MessageCircle}
          title={t('contact.details.chat')}
          note={t('contact.details.chatNote')}
        >
          <Link href={paths.assistant} className={linkClass}>
            {t('contact.details.chatLink')}
          </Link>
        </Channel>
      </ul>
      <div
        className="mt-4 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm"
        data-testid="emergency-line"
      >
        <Siren className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
        <div>
          <h3 className="font-semibold text-red-900">{t('contact.emergency.title')}</h3>
          <p className="mt-1 text-lg font-semibold">
            <PhoneLink phone={EMERGENCY_PHONE} />
          </p>
          <p className="mt-1 text-red-900">{t('contact.emergency.text')}</p>
        </div>
      </div>
    </section>
  );
}

/** Spec 2 section 9's support hours, in each office's local time. */
export function SupportHours() {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="contact-hours" className="rounded-2xl border border-slate-200 p-5">
      <h2 id="contact-hours" className="flex items-center gap-2 text-lg font-semibold">
        <Clock className="h-5 w-5 text-brand-700" aria-hidden="true" />
        {t('contact.hours.title')}
      </h2>
      <dl className="mt-3 divide-y divide-slate-100 text-sm" data-testid="support-hours">
        {SUPPORT_HOURS.map((row) => (
          <div key={row.days} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-700">{t(`contact.hours.${row.days}`)}</dt>
            <dd className="text-right font-medium">
              {row.opens && row.closes
                ? t('contact.hours.range', {
                    opens: formatClockTime(row.opens, i18n.language),
                    closes: formatClockTime(row.closes, i18n.language),
                  })
                : t('contact.hours.closed')}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t('contact.hours.note')}</p>
    </section>
  );
}

/** Lagos, Accra and Dakar: address, telephone and e-mail of each office. */
export function RegionalOffices() {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="contact-offices">
      <h2 id="contact-offices" className="flex items-center gap-2 text-xl font-semibold">
        <Building2 className="h-5 w-5 text-brand-700" aria-hidden="true" />
        {t('contact.offices.title')}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {OFFICES.map((office) => (
          <li
            key={office.key}
            className="rounded-2xl border border-slate-200 p-5"
            data-testid="office"
          >
            <h3 className="font-semibold">
              {t('contact.offices.office', {
                city: placeName(office.city, i18n.language),
                country: placeName(office.country, i18n.language),
              })}
            </h3>
            <address className="mt-2 flex gap-2 text-sm not-italic text-slate-700">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                {office.street}
                <br />
                {office.district}, {placeName(office.city, i18n.language)}
                <br />
                {placeName(office.country, i18n.language)}
              </span>
            </address>
            <p className="mt-2 flex items-center gap-2 text-sm">
              <Phone className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
              <PhoneLink phone={office.phone} />
            </p>
            <p className="mt-1 flex items-center gap-2 text-sm">
              <Mail className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
              <a href={`mailto:${office.email}`} className={`${linkClass} break-all`}>
                {office.email}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const QUICK_LINKS = [
  { href: paths.help, key: 'help', Icon: LifeBuoy },
  { href: paths.bookings, key: 'bookings', Icon: Search },
  { href: paths.guide, key: 'guide', Icon: BookOpen },
  { href: paths.tourOperators, key: 'tours', Icon: Compass },
] as const;

export function QuickLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="contact-links" className="rounded-2xl bg-brand-50 p-5">
      <h2 id="contact-links" className="text-lg font-semibold">
        {t('contact.links.title')}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {QUICK_LINKS.map(({ href, key, Icon }) => (
          <li key={key}>
            <Link
              href={href}
              className="flex h-full min-h-11 items-center gap-3 rounded-lg bg-white/60 px-3 py-2 text-brand-800 hover:bg-white"
            >
              <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
              <span>
                <span className="block font-medium">{t(`contact.links.${key}.title`)}</span>
                <span className="block text-sm text-slate-700">
                  {t(`contact.links.${key}.text`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
