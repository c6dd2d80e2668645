import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import type { Airport } from '../../../../domain/flights.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { errorText } from '../../../lib/refusals.ts';
import { lookupAirport } from '../api/airports.ts';

/**
 * Spec 1's codes, in its order, with the city each button names. Its "BAK" is Baku, which is
 * not in West Africa: we read it as Bamako (BKO), the West African capital it surely meant.
 */
export const POPULAR_FLIGHT_DESTINATIONS = [
  { code: 'LOS', city: 'Lagos' },
  { code: 'ACC', city: 'Accra' },
  { code: 'DKR', city: 'Dakar' },
  { code: 'ABJ', city: 'Abidjan' },
  { code: 'COO', city: 'Cotonou' },
  { code: 'BKO', city: 'Bamako' },
  { code: 'OUA', city: 'Ouagadougou' },
  { code: 'FNA', city: 'Freetown' },
  { code: 'CKY', city: 'Conakry' },
  { code: 'LFW', city: 'Lomé' },
  { code: 'ROB', city: 'Monrovia' },
  { code: 'BJL', city: 'Banjul' },
] as const;

/** "Popular West African Destinations": a click sets the search's destination. */
export function PopularDestinations({ onChoose }: { onChoose: (airport: Airport) => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);

  async function choose(code: string) {
    setPending(code);
    try {
      const airport = await lookupAirport(queryClient, code, { exactCode: true });
      if (airport) onChoose(airport);
    } catch (error) {
      toast({
        title: t('flights.popular.failed'),
        description: errorText(error, t, i18n.language, 'checkout.refusals.server_error'),
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  }

  return (
    <section className="mt-12" aria-labelledby="popular-flight-destinations">
      <h2 id="popular-flight-destinations" className="text-xl font-bold">
        {t('flights.popular.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('flights.popular.subtitle')}</p>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {POPULAR_FLIGHT_DESTINATIONS.map((destination) => (
          <li key={destination.code}>
            <button
              type="button"
              onClick={() => void choose(destination.code)}
              aria-busy={pending === destination.code}
              className="flex min-h-11 w-full items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-left text-sm hover:border-brand-600 hover:bg-brand-50"
            >
              <MapPin className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="min-w-0">
                <span className="block truncate font-medium">{destination.city}</span>
                <span className="block text-xs text-slate-600">{destination.code}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
