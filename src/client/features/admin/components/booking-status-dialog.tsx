import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AdminBookingStatusBody } from '../../../../domain/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { bookingTermsText } from '../../../lib/cancellation-terms.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import {
  movesOf,
  setBookingStatus,
  useAdminBooking,
  type AdminBookingRow,
  type StatusMove,
} from '../api/bookings.ts';
import { adminKeys } from '../api/keys.ts';
import { schemaProblems, type FieldProblems } from '../../../lib/field-rules.ts';
import { adminErrorText } from '../form-problems.ts';
import { stateLabel } from './booking-labels.ts';
import { formatInstant, formatMoney } from '../../../../domain/format.ts';

/** The Update button's dialog: only the moves the server allows from where the booking stands. */
export function BookingStatusDialog({
  booking,
  onClose,
}: {
  booking: AdminBookingRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const reference = booking ? (booking.confirmationNumber ?? `#${booking.id}`) : '';
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.bookings.status.title', { reference })}
      description={booking ? t('admin.bookings.status.now', { state: stateLabel(t, booking) }) : ''}
      className="sm:w-[min(36rem,calc(100vw-2rem))]"
    >
      {booking ? <StatusForm key={booking.id} booking={booking} onDone={onClose} /> : null}
    </Dialog>
  );
}

function StatusForm({ booking, onDone }: { booking: AdminBookingRow; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const moves = movesOf(booking);
  // Nothing is chosen for the administrator: every move here is final.
  const [move, setMove] = useState<StatusMove | null>(null);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<FieldProblems>({});
  // The refund rule of a confirmed booking comes from its own terms.
  const detail = useAdminBooking(booking.id);
  const reference = booking.confirmationNumber ?? `#${booking.id}`;

  const update = useMutation({
    mutationFn: setBookingStatus,
    onSuccess: (saved) => {
      toast({
        title: t('admin.bookings.status.updated'),
        description: t('admin.bookings.status.updatedText', {
          reference,
          state: stateLabel(t, saved),
        }),
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onDone();
    },
    onError: (error) => {
      toast({
        title: t('admin.bookings.status.failed'),
        description: adminErrorText(error, t, i18n.language),
        variant: 'destructive',
      });
      // Where the booking stands may have changed meanwhile.
      void queryClient.invalidateQueries({ queryKey: adminKeys.bookings });
    },
  });

  function explain(option: StatusMove): string {
    if (option === 'confirmed') return t('admin.bookings.status.confirmText');
    if (option === 'completed') {
      const startsAt = detail.data?.view?.startsAt;
      return startsAt && new Date(startsAt).getTime() > Date.now()
        ? `${t('admin.bookings.status.completeText')} ${t('admin.bookings.status.notStarted', {
            date: formatInstant(startsAt, i18n.language),
          })}`
        : t('admin.bookings.status.completeText');
    }
    if (booking.awaitingConfirmation) {
      return t('admin.bookings.status.refuseText', {
        amount: formatMoney(booking.amount, booking.currency, i18n.language),
      });
    }
    const view = detail.data?.view;
    if (!view) return t('admin.bookings.status.cancelText', { terms: '…' });
    return t('admin.bookings.status.cancelText', {
      terms: bookingTermsText(t, i18n.language, view),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!move) return;
    const body = { id: booking.id, status: move, reason: reason.trim() || undefined };
    const refused = schemaProblems(AdminBookingStatusBody, body, t);
    setProblems(refused);
    if (Object.keys(refused).length) {
      document.getElementById('booking-status-reason')?.focus();
      return;
    }
    update.mutate(body);
  }

  if (moves.length === 0) {
    return <p className="text-slate-700">{t('admin.bookings.noMoves')}</p>;
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <RadioCards
        legend={t('admin.bookings.status.choose')}
        name="booking-move"
        options={moves.map((option) => ({
          value: option,
          title: t(`admin.bookings.status.moves.${option}`),
          description: explain(option),
        }))}
        value={move}
        onChange={setMove}
        className="space-y-2"
      />
      <FormField
        id="booking-status-reason"
        label={t('admin.bookings.status.reason')}
        optional
        hint={t('admin.bookings.status.reasonHint')}
        error={problems.reason}
      >
        <Input maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          {t('admin.bookings.status.keep')}
        </Button>
        <Button
          type="submit"
          variant={move === 'canceled' ? 'destructive' : 'primary'}
          disabled={update.isPending || !move}
        >
          {update.isPending
            ? t('admin.bookings.status.saving')
            : t(`admin.bookings.status.submit.${move ?? 'none'}`)}
        </Button>
      </div>
    </form>
  );
}
