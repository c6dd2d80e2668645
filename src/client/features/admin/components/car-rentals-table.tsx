import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useCarRentals, type CarRental } from '../api/car-rentals.ts';
import { ADMIN_PAGE_SIZE } from '../api/keys.ts';
import { Cell, HeaderCell, LoadFailure, Pager, TableBox } from './list-parts.tsx';
import { formatCalendarDate, formatMoney } from '../../../../domain/format.ts';

const COLUMNS = [
  'driver',
  'location',
  'pickup',
  'return',
  'car',
  'total',
  'status',
  'actions',
] as const;

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

  return (
    <section aria-labelledby="car-rentals-heading" className="space-y-4">
      <div>
        <h2 id="car-rentals-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.cars.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('admin.cars.subtitle')}</p>
      </div>
      {rentals.isError && !rentals.data ? (
        <LoadFailure error={rentals.error} onRetry={() => void rentals.refetch()} />
      ) : rentals.isPending ? (
        <p role="status" className="py-6 text-slate-600">
          {t('admin.cars.loading')}
        </p>
      ) : (
        <>
          <TableBox
            tableClassName="sm:min-w-[52rem]"
            label={t('admin.cars.title')}
            empty={rentals.data.length === 0 ? t('admin.cars.empty') : null}
          >
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <HeaderCell key={column} className={column === 'actions' ? 'text-right' : ''}>
                    {t(`admin.cars.columns.${column}`)}
                  </HeaderCell>
                ))}
              </tr>
            </thead>
            <tbody>
              {rentals.data.map((rental) => (
                <tr key={rental.id}>
                  <Cell>
                    <p className="font-medium">{rental.driverName}</p>
                    <p className="text-xs whitespace-nowrap text-slate-600">{rental.driverEmail}</p>
                  </Cell>
                  <Cell>{rental.location}</Cell>
                  <Cell className="whitespace-nowrap">
                    {formatCalendarDate(rental.pickupDate, lang)}
                  </Cell>
                  <Cell className="whitespace-nowrap">
                    {formatCalendarDate(rental.returnDate, lang)}
                  </Cell>
                  <Cell>{rental.carType}</Cell>
                  <Cell className="whitespace-nowrap">
                    {formatMoney(rental.totalPrice, 'USD', lang)}
                  </Cell>
                  <Cell>{rental.status}</Cell>
                  <Cell className="text-right">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t('admin.cars.viewNamed', { name: rental.driverName })}
                      onClick={() => setViewing(rental)}
                    >
                      <Eye className="h-4 w-4" aria-hidden="true" />
                      {t('admin.bookings.view')}
                    </Button>
                  </Cell>
                </tr>
              ))}
            </tbody>
          </TableBox>
          {page > 1 || rentals.data.length === ADMIN_PAGE_SIZE ? (
            <Pager
              label={t('admin.cars.pagerLabel')}
              page={page}
              hasNext={rentals.data.length === ADMIN_PAGE_SIZE}
              onPage={setPage}
            />
          ) : null}
        </>
      )}
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
