import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

/** Where to go after looking at a booking. */
export function BookingLinks({ viewAll = true }: { viewAll?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row">
      <Link href={paths.home} className={buttonClasses('primary')}>
        {t('checkout.booking.another')}
      </Link>
      {viewAll ? (
        <Link href={paths.bookings} className={buttonClasses('outline')}>
          {t('checkout.booking.viewAll')}
        </Link>
      ) : null}
    </div>
  );
}
