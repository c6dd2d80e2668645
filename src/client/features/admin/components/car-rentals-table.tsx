import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatCalendarDate, formatMoney } from '../../../../domain/format.ts';
import { useCarRentals, type CarRental } from '../api/car-rentals.ts';
import { ADMIN_PAGE_SIZE } from '../api/keys.ts';
import { AdminTable, type AdminColumn } from './admin-table.tsx';

/**
 * Spec 2's Car Rentals table (GET /api/cars/bookings). Rentals are not sold yet, so it has no
 * status moves: View shows the record.
 */
export function CarRentalsTable() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<CarRental | null>(null);
  const rentals = useCarRentals(page);
  const lang = i18n.language;
  // The list answers no total: a full page means there may be another.
  const more = rentals.data?.length === ADMIN_PAGE_SIZE;
  const header = (column: string) => t(`admin.cars.columns.${column}`);
  const columns: AdminColumn<CarRental>[] = [
    {
      id: 'driver',
      header: header('driver'),
      cell: (rental) => (
        <>
          <p className="font-medium">{rental.driverName}</p>
          <p className="text-xs whitespace-nowrap text-slate-600">{rental.driverEmail}</p>
        </>
      ),
    },
    { id: 'location', header: header('location'), cell: (rental) => rental.location },
    {
      id: 'pickup',
      header: header('pickup'),
      className: 'whitespace-nowrap',
      cell: (rental) => formatCalendarDate(rental.pickupDate, lang),
    },
    {
      id: 'return',
      header: header('return'),
      className: 'whitespace-nowrap',
      cell: (rental) => formatCalendarDate(rental.returnDate, lang),
    },
    { id: 'car', header: header('car'), cell: (rental) => rental.carType },
    {
      id: 'total',
      header: header('total'),
      className: 'whitespace-nowrap',
      cell: (rental) => formatMoney(rental.totalPrice, 'USD', lang),
    },
    { id: 'status', header: header('status'), cell: (rental) => rental.status },
    {
      id: 'actions',
      header: header('actions'),
      end: true,
      cell: (rental) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={t('admin.cars.viewNamed', { name: rental.driverName })}
          onClick={() => setViewing(rental)}
        >
          <Eye className="h-4 w-4" aria-hidden="true" />
          {t('admin.bookings.view')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="car-rentals-heading" className="space-y-4">
      <div>
        <h2 id="car-rentals-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.cars.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('admin.cars.subtitle')}</p>
      </div>
      <AdminTable
        label={t('admin.cars.title')}
        tableClassName="sm:min-w-[52rem]"
        state={rentals}
        rows={rentals.data}
        columns={columns}
        rowKey={(rental) => rental.id}
        loading={t('admin.cars.loading')}
        empty={t('admin.cars.empty')}
        paging={
          page > 1 || more
            ? { label: t('admin.cars.pagerLabel'), page, hasNext: more, onPage: setPage }
            : undefined
        }
      />
      <Dialog
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        title={t('admin.cars.detailTitle', { id: viewing?.id ?? '' })}
        className="sm:w-[min(36rem,calc(100vw-2rem))]"
      >
        {viewing ? (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            {(
              [
                ['driver', `${viewing.driverName} (${viewing.driverEmail})`],
                ['age', viewing.driverAge ?? '—'],
                ['location', viewing.location],
                ['car', viewing.carType],
                ['pickup', formatCalendarDate(viewing.pickupDate, lang)],
                ['return', formatCalendarDate(viewing.returnDate, lang)],
                ['total', formatMoney(viewing.totalPrice, 'USD', lang)],
                ['status', viewing.status],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="min-w-0">
                <dt className="text-xs font-medium text-slate-600">
                  {t(`admin.cars.columns.${key}`)}
                </dt>
                <dd className="mt-0.5 break-words">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </Dialog>
    </section>
  );
}
