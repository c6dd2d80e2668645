import { useParams } from 'wouter';
import { countryBySlug } from '../../domain/country-facts.ts';
import { CountryGuide } from '../features/countries/components/country-guide.tsx';
import { LiberiaGuide } from '../features/countries/components/liberia-guide.tsx';
import NotFoundPage from './not-found.tsx';

/** /country/:slug: the five country pages of spec 2; any other slug is the 404 page. */
export default function CountryPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const country = countryBySlug(slug);
  if (!country) return <NotFoundPage />;
  return country.slug === 'liberia' ? (
    <LiberiaGuide country={country} />
  ) : (
    <CountryGuide key={country.slug} country={country} />
  );
}
