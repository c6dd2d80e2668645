import { Component, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { RefreshCw, WifiOff } from 'lucide-react';
import { useAppUpdate } from '../../lib/app-update.ts';
import { isOnline, useOnline } from '../../lib/network.ts';
import { paths } from '../../lib/paths.ts';
import { Button, buttonClasses } from '../ui/button.tsx';

/** "You are offline", under the header on every page while the browser has no network. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p
          className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 bg-slate-900 px-4 py-2 text-center text-sm text-white"
          data-testid="offline-banner"
        >
          <WifiOff className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="font-semibold">{t('offline.banner')}</span>
          <Link href={paths.trips} className="underline">
            {t('offline.bannerTrips')}
          </Link>
        </p>
      )}
    </div>
  );
}

/**
 * A new version of the app, offered, never forced: the page moves to it only on the traveller's
 * tap, so nothing being typed is lost to a reload (docs/decisions/0032).
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const update = useAppUpdate();
  if (!update) return null;
  return (
    <section
      aria-label={t('offline.updateReady')}
      className="fixed inset-x-2 bottom-2 z-40 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-sm"
      data-testid="update-prompt"
    >
      <p className="flex items-center gap-2 font-medium">
        <RefreshCw className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        {t('offline.updateReady')}
      </p>
      <div className="flex gap-2">
        <Button onClick={update.apply}>{t('offline.updateNow')}</Button>
        <Button variant="outline" onClick={update.dismiss}>
          {t('offline.updateLater')}
        </Button>
      </div>
    </section>
  );
}

function PageUnavailable({ offline }: { offline: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <WifiOff className="mx-auto h-10 w-10 text-slate-500" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold">
        {offline ? t('offline.pageUnavailable') : t('offline.pageFailed')}
      </h1>
      {offline ? <p className="mt-2 text-slate-700">{t('offline.pageUnavailableText')}</p> : null}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <a href={paths.trips} className={buttonClasses('primary')}>
          {t('nav.trips')}
        </a>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('offline.reload')}
        </Button>
      </div>
    </div>
  );
}

/**
 * A page whose files could not be loaded (offline, and not kept on the phone): said so, with the
 * way to the trips that are kept, instead of a blank page. Keyed by the address, so a new page
 * starts clear.
 */
export class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageUnavailable offline={!isOnline()} /> : this.props.children;
  }
}
