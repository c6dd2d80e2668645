import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localIsoDate } from '../../../../../domain/dates.ts';
import { toast } from '../../../../components/ui/toast.tsx';
import { useCurrentUser } from '../../../../lib/account.ts';
import { withProfileContact } from '../../../../../domain/accounts.ts';
import type { PendingBooking } from '../../../../lib/pending-booking.ts';
import { checkDraft, type CheckoutDraft, type FieldProblems } from '../../checkout-form.ts';
import { CustomerDetailsForm } from '../customer-details-form.tsx';

/**
 * The details step: the form, checked with the server's own schema before anything is held;
 * `onValid` runs only when nothing is wrong. While the hold is being opened it stays, busy.
 */
export function DetailsStep({
  booking,
  draft,
  onDraftChange,
  fieldErrors,
  busy,
  amount,
  notice,
  focusHeading,
  onValid,
}: {
  booking: PendingBooking;
  draft: CheckoutDraft;
  onDraftChange: (draft: CheckoutDraft) => void;
  fieldErrors: Record<string, string>;
  busy: boolean;
  amount: string;
  notice: ReactNode;
  focusHeading: boolean;
  onValid: () => void;
}) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<FieldProblems>({});
  const ref = useRef<HTMLDivElement>(null);
  const { data: user } = useCurrentUser();
  const prefilled = useRef(false);

  // A signed-in traveller starts with the profile's name, e-mail and phone, once, in empty fields.
  useEffect(() => {
    if (!user || prefilled.current) return;
    prefilled.current = true;
    const filled = withProfileContact(draft, user);
    if (
      filled.customerName !== draft.customerName ||
      filled.customerEmail !== draft.customerEmail ||
      filled.customerPhone !== draft.customerPhone
    ) {
      onDraftChange(filled);
    }
  }, [user, draft, onDraftChange]);

  function focusFirstProblem() {
    requestAnimationFrame(() => {
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }

  // The server refused fields the form could not check: take the traveller to the first one.
  useEffect(() => {
    if (Object.keys(fieldErrors).length > 0) focusFirstProblem();
  }, [fieldErrors]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft.customerName.trim() || !draft.customerEmail.trim()) {
      toast({
        title: t('checkout.missingTitle'),
        description: t('checkout.missingText'),
        variant: 'destructive',
      });
      return;
    }
    const found = checkDraft(booking, draft, localIsoDate());
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirstProblem();
      return;
    }
    onValid();
  }

  return (
    <div ref={ref}>
      <CustomerDetailsForm
        booking={booking}
        draft={draft}
        onDraftChange={(next) => {
          onDraftChange(next);
          if (Object.keys(problems).length) setProblems(checkDraft(booking, next, localIsoDate()));
        }}
        problems={problems}
        serverErrors={fieldErrors}
        busy={busy}
        amount={amount}
        notice={notice}
        focusHeading={focusHeading}
        onSubmit={submit}
      />
    </div>
  );
}
