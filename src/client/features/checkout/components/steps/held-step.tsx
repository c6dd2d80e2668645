import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert.tsx';
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
      <Alert tone="warning" icon={Clock} title={t('checkout.hold.expiredTitle')} role="alert">
        <p className="mt-1 text-sm">{t('checkout.hold.expiredText')}</p>
        <Button className="mt-3" onClick={onRestart}>
          {t('checkout.hold.startAgain')}
        </Button>
      </Alert>
    );
  }
  return (
    <div className="space-y-4">
      <HoldCountdown deadline={deadline} onExpire={onExpire} />
      {children}
    </div>
  );
}
