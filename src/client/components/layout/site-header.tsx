import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Bot, Menu, X } from 'lucide-react';
import { useCurrentUser } from '../../lib/account.ts';
import { setAssistantOpen } from '../../lib/assistant-dialog.ts';
import { paths } from '../../lib/paths.ts';
import { cn } from '../../lib/utils.ts';
import { buttonClasses } from '../ui/button.tsx';
import { CurrencySwitcher } from './currency-switcher.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SiteLogo } from './site-logo.tsx';

type AccountMenuModule = typeof import('../../features/account/auth/account-menu.tsx');

/**
 * The account menu's module, loaded once someone is signed in: a guest never downloads it (nor
 * its positioning code). Held in state rather than React.lazy, so opening the phone menu never
 * suspends and flashes without its account items.
 */
function useAccountMenuModule(signedIn: boolean): AccountMenuModule | null {
  const [menuModule, setMenuModule] = useState<AccountMenuModule | null>(null);
  useEffect(() => {
    if (!signedIn || menuModule) return;
    let current = true;
    void import('../../features/account/auth/account-menu.tsx').then((loaded) => {
      if (current) setMenuModule(loaded);
    });
    return () => {
      current = false;
    };
  }, [signedIn, menuModule]);
  return menuModule;
}

const MAIN_LINKS = [
  { href: paths.hotels, key: 'nav.hotels' },
  { href: paths.flights, key: 'nav.flights' },
  { href: paths.tourOperators, key: 'nav.tourOperators' },
  { href: paths.guide, key: 'nav.guide' },
] as const;

export function SiteHeader() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { data: user, isPending: userPending } = useCurrentUser();
  const accountMenu = useAccountMenuModule(Boolean(user));

  const linkClass = (href: string) =>
    cn(
      'rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-800',
      location === href ? 'text-brand-800' : 'text-slate-700',
    );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <Link href={paths.home} className="flex items-center gap-2 font-bold text-brand-800">
          <SiteLogo className="h-8 w-8" />
          <span className="text-lg">Teranga</span>
          <span className="sr-only">{t('nav.home')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {MAIN_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={linkClass(link.href)}
                  aria-current={location === link.href ? 'page' : undefined}
                >
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {location === paths.assistant ? null : (
            // On a phone the assistant's button sits here, where it covers nothing.
            <button
              type="button"
              className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50 sm:hidden"
              aria-haspopup="dialog"
              aria-label={t('nav.askAssistant')}
              onClick={() => setAssistantOpen(true)}
            >
              <Bot className="h-6 w-6" aria-hidden="true" />
            </button>
          )}
          <LanguageSwitcher />
          <CurrencySwitcher variant="bar" className="hidden sm:flex" />
          {user ? (
            accountMenu ? (
              <accountMenu.AccountMenu user={user} className="hidden sm:inline-flex" />
            ) : null
          ) : !userPending ? (
            <Link
              href={paths.auth}
              className={cn(buttonClasses('primary', 'sm'), 'hidden sm:inline-flex')}
            >
              {t('nav.signIn')}
            </Link>
          ) : null}
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="h-6 w-6" aria-hidden="true" />
            ) : (
              <Menu className="h-6 w-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label={t('nav.main')}
          className="border-t border-slate-200 md:hidden"
        >
          <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2">
            {MAIN_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={cn(linkClass(link.href), 'block py-3')}
                  onClick={() => setMenuOpen(false)}
                >
                  {t(link.key)}
                </Link>
              </li>
            ))}
            {/* A signed-in traveller finds it among the account's items. */}
            {user ? null : (
              <li>
                <Link
                  href={paths.trips}
                  className={cn(linkClass(paths.trips), 'block py-3')}
                  onClick={() => setMenuOpen(false)}
                >
                  {t('nav.trips')}
                </Link>
              </li>
            )}
            {user ? (
              accountMenu ? (
                <accountMenu.MobileAccountItems
                  user={user}
                  linkClass={linkClass}
                  onNavigate={() => setMenuOpen(false)}
                />
              ) : null
            ) : !userPending ? (
              <li>
                <Link
                  href={paths.auth}
                  className={cn(linkClass(paths.auth), 'block py-3')}
                  onClick={() => setMenuOpen(false)}
                >
                  {t('nav.signIn')}
                </Link>
              </li>
            ) : null}
            <li className="sm:hidden">
              <CurrencySwitcher variant="menu" />
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
