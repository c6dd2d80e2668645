import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../lib/page-meta.ts';
import { ContactForm } from '../features/contact/components/contact-form.tsx';
import {
  ContactChannels,
  QuickLinks,
  RegionalOffices,
  SupportHours,
} from '../features/contact/components/contact-details.tsx';

/** /contact: spec 2's form, contact details, emergency line, offices and quick links. */
export default function ContactPage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('contact.page.documentTitle'),
    description: t('contact.page.documentDescription'),
  });
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold sm:text-4xl">{t('contact.page.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t('contact.page.subtitle')}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <div className="rounded-2xl border border-slate-200 p-4 shadow-sm sm:p-6">
            <ContactForm />
          </div>
          <QuickLinks />
        </div>
        <div className="space-y-6">
          <ContactChannels />
          <SupportHours />
        </div>
      </div>
      <div className="mt-10">
        <RegionalOffices />
      </div>
    </div>
  );
}
