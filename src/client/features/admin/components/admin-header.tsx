import { Tooltip } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Settings } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/utils.ts';

/**
 * The dashboard's title, the server's state as the last stats call found it, and Settings,
 * which has nothing behind it yet and says so in a tooltip (on hover and on keyboard focus).
 */
export function AdminHeader({ online }: { online: boolean | null }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('admin.title')}</h1>
        <p className="mt-1 text-slate-700">{t('admin.subtitle')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {online === null ? null : (
          <span
            role="status"
            className={cn(
              'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset',
              online
                ? 'bg-brand-50 text-brand-800 ring-brand-600/20'
                : 'bg-red-50 text-red-900 ring-red-600/20',
            )}
          >
            <span
              aria-hidden="true"
              className={cn('h-2 w-2 rounded-full', online ? 'bg-brand-600' : 'bg-clay-600')}
            />
            {online ? t('admin.online') : t('admin.offline')}
          </span>
        )}
        <Tooltip.Provider delayDuration={200}>
          <Tooltip.Root>
            <Tooltip.Trigger asChild>
              <Button
                variant="outline"
                aria-disabled="true"
                className="cursor-not-allowed opacity-70"
                onClick={(event) => event.preventDefault()}
              >
                <Settings className="h-4 w-4" aria-hidden="true" />
                {t('admin.settings')}
              </Button>
            </Tooltip.Trigger>
            <Tooltip.Portal>
              <Tooltip.Content
                sideOffset={6}
                className="z-50 rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow"
              >
                {t('admin.comingSoon')}
                <Tooltip.Arrow className="fill-slate-900" />
              </Tooltip.Content>
            </Tooltip.Portal>
          </Tooltip.Root>
        </Tooltip.Provider>
      </div>
    </div>
  );
}
