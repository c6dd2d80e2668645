import { useId, useMemo, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { Input, Label } from '../components/ui/input.tsx';
import type { BookingView } from '../../domain/booking-view.ts';
import { lookupBooking } from '../features/checkout/api/get-booking.ts';
import { BookingCard } from '../features/checkout/components/booking-card.tsx';
import { errorText } from '../lib/refusals.ts';
import { ApiError } from '../lib/api.ts';
import { usePageMeta } from '../lib/page-meta.ts';
import { BookingLinks } from '../features/checkout/components/booking-links.tsx';
import { useCurrentUser } from '../lib/account.ts';
import { ownerOf, useKeepTrips } from '../lib/kept-trips.ts';

const REFERENCE = /^HO-[A-Z0-9]{4,12}$/;

/** /bookings: a guest finds a booking with its HO- reference and the e-mail it was made with. */
export default function BookingLookupPage() {
  const { t, i18n } = useTranslation();
  usePageMeta({ title: t('meta.bookings.title'), description: t('meta.bookings.description') });
  const id = useId();
  const search = useSearch();
  const [reference, setReference] = useState(
    () => new URLSearchParams(search).get('reference') ?? '',
  );
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [view, setView] = useState<BookingView | null>(null);
  // A booking found here is kept on the device, readable offline (docs/decisions/0032).
  const user = useCurrentUser();
  const found = useMemo(() => (view ? [view] : undefined), [view]);
  useKeepTrips(found, ownerOf(user));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ref = reference.trim().toUpperCase();
    const mail = email.trim();
    if (!ref || !mail) return setProblem(t('checkout.lookup.missing'));
    if (!REFERENCE.test(ref)) return setProblem(t('checkout.lookup.badReference'));
    setProblem(null);
    setBusy(true);
    try {
      setView(await lookupBooking(ref, mail));
    } catch (error) {
      setView(null);
      setProblem(
        error instanceof ApiError && (error.status === 404 || error.status === 400)
          ? t('checkout.lookup.notFound')
          : errorText(error, t, i18n.language, 'checkout.booking.loadError'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('checkout.lookup.title')}</h1>
      <p className="mt-1 max-w-2xl text-slate-700">{t('checkout.lookup.intro')}</p>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label={t('checkout.lookup.title')}
        className="mt-6 grid gap-4 rounded-2xl border border-slate-200 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start sm:p-5"
      >
        <div>
          <Label htmlFor={`${id}-ref`}>{t('checkout.lookup.reference')}</Label>
          <Input
            id={`${id}-ref`}
            value={reference}
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby={`${id}-ref-hint`}
            aria-invalid={problem !== null && !view ? true : undefined}
            onChange={(e) => setReference(e.target.value)}
          />
          <p id={`${id}-ref-hint`} className="mt-1 text-xs text-slate-600">
            {t('checkout.lookup.referenceHint')}
          </p>
        </div>
        <div>
          <Label htmlFor={`${id}-email`}>{t('checkout.lookup.email')}</Label>
          <Input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            aria-invalid={problem !== null && !view ? true : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <Button type="submit" size="md" className="sm:mt-6" disabled={busy}>
          <Search className="h-4 w-4" aria-hidden="true" />
          {busy ? t('checkout.lookup.searching') : t('checkout.lookup.submit')}
        </Button>
        {problem ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900 sm:col-span-3"
          >
            {problem}
          </p>
        ) : null}
      </form>
      {view ? (
        <div className="mt-6">
          <BookingCard view={view} onChange={setView} />
          <BookingLinks viewAll={false} />
        </div>
      ) : null}
    </div>
  );
}
