import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AlertTriangle } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import type { Refusal } from '../../checkout-machine.ts';
import { formatMoney } from '../../../../../domain/format.ts';

/** Why the hold was refused: go on at the new total, or search again (as the product says where). */
export function RefusalNotice({
  refusal,
  searchAgain,
  busy,
  onAcceptPrice,
}: {
  refusal: Refusal;
  /** Where to search again, and the key of the link's label. */
  searchAgain: { path: string; label: string };
  busy: boolean;
  onAcceptPrice: (price: { subtotal: string; offerId?: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Alert
      tone="warning"
      icon={AlertTriangle}
      title={
        refusal.kind === 'priceChanged'
          ? t('checkout.priceChanged.title')
          : t('checkout.unavailable.title')
      }
      role="alert"
      data-testid="checkout-refusal"
    >
      <p className="mt-1 text-sm">{refusal.message}</p>
      {refusal.kind === 'priceChanged' ? (
        <>
          <p className="mt-2 font-semibold">
            {t('checkout.priceChanged.newTotal', {
              amount: formatMoney(refusal.newTotal, 'USD', i18n.language),
            })}
          </p>
          <Button
            className="mt-3 w-full sm:w-auto"
            variant="secondary"
            onClick={() =>
              onAcceptPrice({
                subtotal: refusal.subtotal,
                ...(refusal.offerId ? { offerId: refusal.offerId } : {}),
              })
            }
            disabled={busy}
          >
            {t('checkout.priceChanged.accept', {
              amount: formatMoney(refusal.newTotal, 'USD', i18n.language),
            })}
          </Button>
        </>
      ) : (
        <Link href={searchAgain.path} className={`${buttonClasses('outline')} mt-3`}>
          {t(searchAgain.label)}
        </Link>
      )}
    </Alert>
  );
}
