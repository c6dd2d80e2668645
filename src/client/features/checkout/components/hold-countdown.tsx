import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { formatCountdown, minutesLeft } from '../hold-countdown.ts';

/**
 * "Your booking is held for mm:ss". The clock on screen ticks every second; screen readers are
 * told politely once a minute, not every second.
 */
export function HoldCountdown({ deadline, onExpire }: { deadline: number; onExpire: () => void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const expireRef = useRef(onExpire);
  expireRef.current = onExpire;
  const left = deadline - now;

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (left <= 0) expireRef.current();
  }, [left]);

  const minutes = minutesLeft(left);
  const urgent = left < 2 * 60_000;
  return (
    <div
      className={
        urgent
          ? 'flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950'
          : 'flex items-center gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm font-medium text-brand-900'
      }
      data-testid="hold-countdown"
    >
      <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
      <p role="timer" aria-live="off">
        {t('checkout.hold.heldFor', { time: formatCountdown(left) })}
      </p>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {minutes > 0 ? t('checkout.hold.announce', { count: minutes }) : ''}
      </p>
    </div>
  );
}
