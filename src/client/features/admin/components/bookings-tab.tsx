import { titleIn } from '../../../../domain/booking-view.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, RefreshCw } from 'lucide-react';
import { ADMIN_BOOKING_STATES } from '../../../../domain/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label, NativeSelect } from '../../../components/ui/input.tsx';
import {
  movesOf,
  useAdminBookings,
  type AdminBookingRow,
  type BookingFilters,
  type BookingState,
  type BookingType,
} from '../api/bookings.ts';
import { ADMIN_PAGE_SIZE } from '../api/keys.ts';
import { pageCount } from '../paging.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { BookingDetailDialog } from './booking-detail-dialog.tsx';
import { stateLabel, stateTone } from './booking-labels.ts';
import { BookingStatusDialog } from './booking-status-dialog.tsx';
import { CarRentalsTable } from './car-rentals-table.tsx';
import {
  Cell,
  HeaderCell,
  LoadFailure,
  Pager,
  SearchField,
  StateBadge,
  TableBox,
} from './list-parts.tsx';
import { formatInstant, formatMoney } from '../../../../domain/format.ts';

const TYPES: BookingType[] = ['hotel', 'flight', 'package'];
const COLUMNS = ['reference', 'customer', 'booking', 'amount', 'status', 'actions'] as const;

/**
 * The bookings tab: every order, filtered by kind, state and a reference, e-mail or name; its
 * whole record, and the status moves that apply to it. Car rentals have their own table.
 */
export function BookingsTab() {
  const { t, i18n } = useTranslation();
  const [type, setType] = useState<BookingType | ''>('');
  const [status, setStatus] = useState<BookingState | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
  const [updating, setUpdating] = useState<AdminBookingRow | null>(null);
  const q = useDebouncedValue(search.trim());
  const filters: BookingFilters = { type, status, q };
  const bookings = useAdminBookings(page, filters);
  const pages = bookings.data ? pageCount(bookings.data.total, ADMIN_PAGE_SIZE) : 1;
  const view = type || 'all';

  return (
    <div className="space-y-8">
      <section aria-labelledby="bookings-heading" className="space-y-4">
        <div>
          <h2 id="bookings-heading" className="text-lg font-semibold text-slate-900">
            {t(`admin.bookings.headings.${view}`)}
          </h2>
          <p className="text-sm text-slate-600">
            {bookings.data
              ? t('admin.bookings.count', { count: bookings.data.total })
              : t('admin.bookings.subtitle')}
          </p>
        </div>

        <div className="grid gap-3 sm:grid-cols-[12rem_14rem_minmax(0,1fr)]">
          <div>
            <Label htmlFor="admin-booking-type">{t('admin.bookings.typeFilter')}</Label>
            <NativeSelect
              id="admin-booking-type"
              value={type}
              onChange={(event) => {
                setType(event.target.value as BookingType | '');
                setPage(1);
              }}
            >
              <option value="">{t('admin.bookings.allTypes')}</option>
              {TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.bookings.typesPlural.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div>
            <Label htmlFor="admin-booking-status">{t('admin.bookings.statusFilter')}</Label>
            <NativeSelect
              id="admin-booking-status"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as BookingState | '');
                setPage(1);
              }}
            >
              <option value="">{t('admin.bookings.allStates')}</option>
              {ADMIN_BOOKING_STATES.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.bookings.states.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <SearchField
            id="admin-booking-search"
            showLabel
            label={t('admin.bookings.searchLabel')}
            placeholder={t('admin.bookings.searchPlaceholder')}
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
        </div>

        {bookings.isError && !bookings.data ? (
          <LoadFailure error={bookings.error} onRetry={() => void bookings.refetch()} />
        ) : bookings.isPending ? (
          <p role="status" className="py-6 text-slate-600">
            {t('admin.bookings.loading')}
          </p>
        ) : (
          <>
            <TableBox
              tableClassName="sm:min-w-[60rem]"
              label={t(`admin.bookings.headings.${view}`)}
              empty={bookings.data.rows.length === 0 ? t(`admin.bookings.empty.${view}`) : null}
            >
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <HeaderCell key={column} className={column === 'actions' ? 'text-right' : ''}>
                      {t(`admin.bookings.columns.${column}`)}
                    </HeaderCell>
                  ))}
                </tr>
              </thead>
              <tbody aria-busy={bookings.isFetching}>
                {bookings.data.rows.map((row) => {
                  const reference = row.confirmationNumber ?? `#${row.id}`;
                  const canMove = movesOf(row).length > 0;
                  return (
                    <tr key={row.id} data-testid="booking-row">
                      <Cell className="whitespace-nowrap">
                        <p className="font-mono">{reference}</p>
                        <p className="text-xs text-slate-600">
                          {t(`admin.bookings.types.${row.type}`)} ·{' '}
                          <time dateTime={row.createdAt}>
                            {formatInstant(row.createdAt, i18n.language, { dateStyle: 'medium' })}
                          </time>
                        </p>
                      </Cell>
                      <Cell>
                        <p className="font-medium">{row.customerName ?? '—'}</p>
                        <p className="text-xs whitespace-nowrap text-slate-600">
                          {row.customerEmail ?? ''}
                        </p>
                      </Cell>
                      <Cell className="min-w-40">
                        {row.title ? titleIn({ ...row, title: row.title }, i18n.language) : '—'}
                      </Cell>
                      <Cell className="whitespace-nowrap">
                        {formatMoney(row.amount, row.currency, i18n.language)}
                      </Cell>
                      <Cell>
                        <StateBadge tone={stateTone(row)}>{stateLabel(t, row)}</StateBadge>
                        <p className="mt-1 text-xs whitespace-nowrap text-slate-600">
                          {t('admin.bookings.paymentIs', {
                            state: t(`admin.bookings.payments.${row.paymentStatus}`),
                          })}
                        </p>
                      </Cell>
                      <Cell className="text-right">
                        <div className="flex justify-end gap-2">
                          <Button
                            variant="outline"
                            size="sm"
                            aria-label={t('admin.bookings.viewNamed', { reference })}
                            onClick={() => setViewing(row.id)}
                          >
                            <Eye className="h-4 w-4" aria-hidden="true" />
                            {t('admin.bookings.view')}
                          </Button>
                          <Button
                            variant="outline"
                            size="sm"
                            disabled={!canMove}
                            title={canMove ? undefined : t('admin.bookings.noMoves')}
                            aria-label={t('admin.bookings.updateNamed', { reference })}
                            onClick={() => setUpdating(row)}
                          >
                            <RefreshCw className="h-4 w-4" aria-hidden="true" />
                            {t('admin.bookings.update')}
                          </Button>
                        </div>
                      </Cell>
                    </tr>
                  );
                })}
              </tbody>
            </TableBox>
            <Pager
              label={t('admin.bookings.pagerLabel')}
              page={page}
              pages={pages}
              onPage={setPage}
            />
          </>
        )}
      </section>

      <CarRentalsTable />

      <BookingDetailDialog id={viewing} onClose={() => setViewing(null)} />
      <BookingStatusDialog booking={updating} onClose={() => setUpdating(null)} />
    </div>
  );
}
