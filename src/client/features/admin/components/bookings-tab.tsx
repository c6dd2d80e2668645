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
import { formatInstant, formatMoney } from '../../../../domain/format.ts';
import { pageCount } from '../paging.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { BookingDetailDialog } from './booking-detail-dialog.tsx';
import { stateLabel, stateTone } from './booking-labels.ts';
import { BookingStatusDialog } from './booking-status-dialog.tsx';
import { CarRentalsTable } from './car-rentals-table.tsx';
import { AdminTable, type AdminColumn } from './admin-table.tsx';
import { SearchField, StateBadge } from './list-parts.tsx';

const TYPES: BookingType[] = ['hotel', 'flight', 'package'];

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
  const header = (column: string) => t(`admin.bookings.columns.${column}`);
  const referenceOf = (row: AdminBookingRow) => row.confirmationNumber ?? `#${row.id}`;
  const columns: AdminColumn<AdminBookingRow>[] = [
    {
      id: 'reference',
      header: header('reference'),
      className: 'whitespace-nowrap',
      cell: (row) => (
        <>
          <p className="font-mono">{referenceOf(row)}</p>
          <p className="text-xs text-slate-600">
            {t(`admin.bookings.types.${row.type}`)} ·{' '}
            <time dateTime={row.createdAt}>
              {formatInstant(row.createdAt, i18n.language, { dateStyle: 'medium' })}
            </time>
          </p>
        </>
      ),
    },
    {
      id: 'customer',
      header: header('customer'),
      cell: (row) => (
        <>
          <p className="font-medium">{row.customerName ?? '—'}</p>
          <p className="text-xs whitespace-nowrap text-slate-600">{row.customerEmail ?? ''}</p>
        </>
      ),
    },
    {
      id: 'booking',
      header: header('booking'),
      className: 'min-w-40',
      cell: (row) => (row.title ? titleIn({ ...row, title: row.title }, i18n.language) : '—'),
    },
    {
      id: 'amount',
      header: header('amount'),
      className: 'whitespace-nowrap',
      cell: (row) => formatMoney(row.amount, row.currency, i18n.language),
    },
    {
      id: 'status',
      header: header('status'),
      cell: (row) => (
        <>
          <StateBadge tone={stateTone(row)}>{stateLabel(t, row)}</StateBadge>
          <p className="mt-1 text-xs whitespace-nowrap text-slate-600">
            {t('admin.bookings.paymentIs', {
              state: t(`admin.bookings.payments.${row.paymentStatus}`),
            })}
          </p>
        </>
      ),
    },
    {
      id: 'actions',
      header: header('actions'),
      end: true,
      cell: (row) => {
        const reference = referenceOf(row);
        const canMove = movesOf(row).length > 0;
        return (
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
        );
      },
    },
  ];

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

        <AdminTable
          label={t(`admin.bookings.headings.${view}`)}
          tableClassName="sm:min-w-[60rem]"
          state={bookings}
          rows={bookings.data?.rows}
          columns={columns}
          rowKey={(row) => row.id}
          rowTestId="booking-row"
          loading={t('admin.bookings.loading')}
          empty={t(`admin.bookings.empty.${view}`)}
          paging={{ label: t('admin.bookings.pagerLabel'), page, pages, onPage: setPage }}
        />
      </section>

      <CarRentalsTable />

      <BookingDetailDialog id={viewing} onClose={() => setViewing(null)} />
      <BookingStatusDialog booking={updating} onClose={() => setUpdating(null)} />
    </div>
  );
}
