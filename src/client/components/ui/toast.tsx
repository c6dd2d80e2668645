import { useSyncExternalStore } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils.ts';

/** Spec 1 section 9: one toast at a time, 5 s, swipe 50 px, viewport hotkey F8. */
const TOAST_LIMIT = 1;
const TOAST_DURATION_MS = 5000;

export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
};
type ToastItem = ToastInput & { id: number; open: boolean };

/**
 * A page drawn on the server, and the browser taking it over, show no toast: the same empty list
 * as the store starts with, so React finds nothing changed once the page is live (a different
 * one made it draw the toasts again, at once and in one piece, as the page became live).
 */
const none: ToastItem[] = [];
const noToasts = () => none;
let toasts = none;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput) {
  emit([{ ...input, id: nextId++, open: true }, ...toasts].slice(0, TOAST_LIMIT));
}

function dismiss(id: number) {
  emit(toasts.filter((t) => t.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(subscribe, () => toasts, noToasts);
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {items.map((item) => (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismiss(item.id)}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={item.variant ?? 'default'}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            item.variant === 'destructive'
              ? 'border-red-800 bg-clay-600 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <RadixToast.Title className="text-sm font-semibold">{item.title}</RadixToast.Title>
            {item.description ? (
              <RadixToast.Description className="text-sm opacity-90">
                {item.description}
              </RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close
            aria-label={t('common.close')}
            className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        hotkey={['F8']}
        label={t('common.notifications')}
        // On a phone the toast drops from the top, over the header, never over the results.
        className="fixed top-0 right-0 z-[100] flex w-full flex-col gap-2 p-2 sm:top-auto sm:bottom-0 sm:max-w-sm sm:p-4"
      />
    </RadixToast.Provider>
  );
}
