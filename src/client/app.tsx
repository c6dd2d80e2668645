import { lazy, Suspense } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Switch, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Toaster } from './components/ui/toast.tsx';
import { SiteHeader } from './components/layout/site-header.tsx';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { AssistantLauncher } from './components/layout/assistant-launcher.tsx';
import { PageScroll } from './components/layout/page-scroll.tsx';
import { OfflineBanner, PageBoundary, UpdatePrompt } from './components/layout/offline-status.tsx';
import { HomePage } from './pages/home.tsx';
import { loadPageTexts } from './lib/i18n.ts';
import { bookingWaits } from './lib/pending-booking-key.ts';
import { paths } from './lib/paths.ts';
import { markGuest } from './lib/account.ts';
import { TEST_PHONE_ROUTE } from '../domain/site-pages.ts';

/** A page's module and its texts, loaded together. */
function withTexts<T>(name: Parameters<typeof loadPageTexts>[0], page: Promise<T>): Promise<T> {
  return Promise.all([page, loadPageTexts(name)]).then(([module]) => module);
}

const HotelsPage = lazy(() => import('./pages/hotels.tsx'));
const FlightsPage = lazy(() => import('./pages/flights.tsx'));
// The checkout's steps are a chunk of their own, which a visitor with no booking never loads;
// with a booking waiting (the way a traveller arrives), both are asked for at once.
const CheckoutPage = lazy(() => {
  if (bookingWaits()) {
    import('./features/checkout/components/checkout-flow.tsx').catch(() => {
      // The page asks again, and its boundary says what failed.
    });
  }
  return import('./pages/checkout.tsx');
});
const BookingSuccessPage = lazy(() => import('./pages/booking-success.tsx'));
const BookingLookupPage = lazy(() => import('./pages/booking-lookup.tsx'));
const AuthPage = lazy(() => import('./pages/auth.tsx'));
const DashboardPage = lazy(() => import('./pages/dashboard.tsx'));
const TripsPage = lazy(() => import('./pages/trips.tsx'));
const TestPhonePage = lazy(() => withTexts('payments', import('./pages/test-phone.tsx')));
const AdminPage = lazy(() => withTexts('admin', import('./pages/admin.tsx')));
const TourOperatorsPage = lazy(() => withTexts('tours', import('./pages/tour-operators.tsx')));
// A country's tours open the operators' booking dialog, which speaks from the tours' texts.
const CountryPage = lazy(() =>
  withTexts('countries', withTexts('tours', import('./pages/country.tsx'))),
);
const AssistantPage = lazy(() => withTexts('assistant', import('./pages/assistant.tsx')));
// The guide embeds the assistant's visa check, which speaks from the assistant's texts.
const GuidePage = lazy(() =>
  withTexts('guide', withTexts('assistant', import('./pages/guide.tsx'))),
);
const HelpPage = lazy(() => withTexts('help', import('./pages/help.tsx')));
const HelpArticlePage = lazy(() => withTexts('help', import('./pages/help-article.tsx')));
const ContactPage = lazy(() => withTexts('contact', import('./pages/contact.tsx')));
const PrivacyPage = lazy(() => withTexts('legal', import('./pages/privacy.tsx')));
const TermsPage = lazy(() => withTexts('legal', import('./pages/terms.tsx')));
const AboutPage = lazy(() => withTexts('legal', import('./pages/about.tsx')));
const NotFoundPage = lazy(() => import('./pages/not-found.tsx'));

/**
 * Spec 1 section 7: no automatic retry, no refetch on focus, no polling, data never stale. A
 * `guest` (no hint cookie of a session) is known to be signed out from the start: the server
 * draws the page so and the browser takes it over so (lib/account.ts).
 */
export function newQueryClient({ guest }: { guest: boolean }): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      // 'always': with no network a call fails at once and says so, never paused to be sent
      // later (a payment or a search queued silently; docs/decisions/0032).
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  if (guest) markGuest(queryClient);
  return queryClient;
}

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto max-w-6xl px-4 py-16 text-center text-slate-600">
      {t('common.loading')}
    </div>
  );
}

/** The whole site; the browser makes one query client, the server one per page it draws. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <QueryClientProvider client={queryClient}>
      <PageScroll />
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white p-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        <OfflineBanner />
        {/* At least a screen tall, so the footer never jumps as a lazily loaded page replaces "Loading". */}
        <main id="main" className="min-h-dvh flex-1" tabIndex={-1}>
          <PageBoundary key={location}>
            <Suspense fallback={<PageLoading />}>
              <Switch>
                <Route path={paths.home} component={HomePage} />
                <Route path={paths.hotels} component={HotelsPage} />
                <Route path={paths.flights} component={FlightsPage} />
                <Route path="/accommodations" component={HotelsPage} />
                <Route path={paths.checkout} component={CheckoutPage} />
                <Route path={paths.bookingSuccess} component={BookingSuccessPage} />
                <Route path={paths.bookings} component={BookingLookupPage} />
                <Route path={TEST_PHONE_ROUTE} component={TestPhonePage} />
                <Route path={paths.auth} component={AuthPage} />
                <Route path={`${paths.auth}/:step`} component={AuthPage} />
                <Route path={paths.dashboard} component={DashboardPage} />
                <Route path={paths.trips} component={TripsPage} />
                <Route path={paths.admin} component={AdminPage} />
                <Route path={paths.tourOperators} component={TourOperatorsPage} />
                <Route path="/country/:slug" component={CountryPage} />
                <Route path={paths.assistant} component={AssistantPage} />
                <Route path={paths.guide} component={GuidePage} />
                <Route path={paths.help} component={HelpPage} />
                <Route path={`${paths.help}/:slug`} component={HelpArticlePage} />
                <Route path={paths.contact} component={ContactPage} />
                <Route path={paths.privacy} component={PrivacyPage} />
                <Route path={paths.terms} component={TermsPage} />
                <Route path={paths.about} component={AboutPage} />
                <Route component={NotFoundPage} />
              </Switch>
            </Suspense>
          </PageBoundary>
        </main>
        <SiteFooter />
      </div>
      <AssistantLauncher />
      <UpdatePrompt />
      <Toaster />
    </QueryClientProvider>
  );
}
