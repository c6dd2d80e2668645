import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { HoldCountdown } from '../hold-countdown.tsx';

/** A step while the room or seats are held: the countdown above it, or the hold's end. */
export function HeldStep({
  deadline,
  expired,
  onExpire,
  onRestart,
  children,
}: {
  deadline: number;
  expired: boolean;
  onExpire: () => void;
  onRestart: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (expired) {
    return (
      <div
        role="alert"
        className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      >
        <p className="flex items-center gap-2 font-semibold">
          <Clock className="h-5 w-5 shrink-0" aria-hidden="true" />
          {t('checkout.hold.expiredTitle')}
        </p>
        <p className="mt-1 text-sm">{t('checkout.hold.expiredText')}</p>
        <Button className="mt-3" onClick={onRestart}>
          {t('checkout.hold.startAgain')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <HoldCountdown deadline={deadline} onExpire={onExpire} />
      {children}
    </div>
  );
}
