import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FlaskConical, Smartphone } from 'lucide-react';
import { SHIPPED_RATES } from '../../../../domain/currencies.ts';
import { useCurrencies } from '../../../lib/money.ts';
import type { FieldError } from '../../../../domain/field-errors.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/utils.ts';
import type { MobileMoneyOptions, WalletChargeBody } from '../api/mobile-money.ts';
import { chargeFigures, defaultWalletCountry, quoteOf, walletPhoneStart } from '../mobile-money.ts';

/** The fields the server may refuse, in the order the form shows them. */
const FIELDS = ['country', 'network', 'phone'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Mobile money on the payment step: the wallet's country, its network, the phone number, and the
 * exact amount the phone will be asked for. The server checks the number (libphonenumber-js stays
 * off the page); its refusals show under their field in the reader's language.
 */
export function MobileMoneyForm({
  options,
  usdAmount,
  contactPhone,
  onPay,
}: {
  options: MobileMoneyOptions;
  /** The total to pay in US dollars, as the session answers it ('440.00'). */
  usdAmount: string;
  contactPhone: string;
  /** Asks the phone; resolves with the fields the server refused, none when it took the charge. */
  onPay: (body: Omit<WalletChargeBody, 'sessionId'>) => Promise<FieldError[]>;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const start = defaultWalletCountry(options.countries, {
    phone: contactPhone,
    language: i18n.language,
  });
  const [country, setCountry] = useState(start ?? '');
  const offered = options.countries.find((c) => c.code === country) ?? options.countries[0];
  const [network, setNetwork] = useState(offered?.networks[0]?.code ?? '');
  const [phone, setPhone] = useState(() => walletPhoneStart(contactPhone, country));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  // Today's rates, as the server charges at them (GET /api/currencies); the shipped table until
  // they are read.
  const rates = useCurrencies().data?.rates ?? SHIPPED_RATES;
  if (!offered) return null;

  const countryName = t(`payments.countries.${offered.code}`);
  const networkName = offered.networks.find((n) => n.code === network)?.name ?? '';
  const figures = chargeFigures(quoteOf(usdAmount, offered.currency, rates), i18n.language);
  const testNumbers = (options.testNumbers ?? []).filter((n) => n.country === offered.code);

  function chooseCountry(code: string) {
    setCountry(code);
    const next = options.countries.find((c) => c.code === code);
    setNetwork(next?.networks[0]?.code ?? '');
    setProblems({});
  }

  function wordProblem(refused: FieldError): [Field, string] | null {
    const field = FIELDS.find((f) => f === refused.field);
    if (!field) return null;
    const key =
      field === 'phone'
        ? ['not_a_number', 'wrong_country', 'not_mobile'].includes(refused.rule)
          ? refused.rule
          : 'not_a_number'
        : field;
    return [field, t(`payments.problems.${key}`, { country: countryName })];
  }

  function focusFirst(found: Partial<Record<Field, string>>) {
    const first = FIELDS.find((f) => found[f]);
    if (!first) return;
    const target =
      first === 'network'
        ? document.querySelector<HTMLInputElement>(`input[name="${id}-network"]:checked`)
        : document.getElementById(`${id}-${first}`);
    target?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!phone.trim()) {
      const found = { phone: t('payments.problems.required') };
      setProblems(found);
      focusFirst(found);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      const refused = await onPay({ country: offered!.code, network, phone: phone.trim() });
      const found = Object.fromEntries(
        refused.map(wordProblem).filter((p): p is [Field, string] => p !== null),
      ) as Partial<Record<Field, string>>;
      setProblems(found);
      focusFirst(found);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-4"
      aria-label={t('payments.form.title')}
      data-testid="mobile-money-form"
    >
      {options.provider === 'test' && testNumbers.length ? (
        <Alert
          tone="info"
          icon={FlaskConical}
          title={t('payments.test.note')}
          data-testid="wallet-test-numbers"
        >
          <ul className="mt-1 space-y-1">
            {testNumbers.map((n) => (
              <li key={n.phone} className="flex flex-wrap items-center gap-x-2">
                <button
                  type="button"
                  className="rounded font-mono whitespace-nowrap underline underline-offset-2 hover:text-sky-800 focus:ring-2 focus:ring-sky-600/40 focus:outline-none"
                  onClick={() => {
                    setPhone(n.phone);
                    setProblems({});
                  }}
                  aria-label={t('payments.test.use', { phone: n.phone })}
                >
                  {n.phone}
                </button>
                <span>{t(`payments.test.outcomes.${n.outcome}`)}</span>
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}

      <FormField id={`${id}-country`} label={t('payments.form.country')} error={problems.country}>
        <NativeSelect value={offered.code} onChange={(e) => chooseCountry(e.target.value)}>
          {options.countries.map((c) => (
            <option key={c.code} value={c.code}>
              {t(`payments.countries.${c.code}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>

      <fieldset aria-describedby={problems.network ? `${id}-network-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-700">
          {t('payments.form.network')}
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {offered.networks.map((n) => (
            <label
              key={n.code}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm font-medium focus-within:ring-2 focus-within:ring-brand-600/40',
                network === n.code ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
              )}
            >
              <input
                type="radio"
                name={`${id}-network`}
                value={n.code}
                checked={network === n.code}
                onChange={() => {
                  setNetwork(n.code);
                  setProblems((p) => ({ ...p, network: undefined }));
                }}
                className="h-4 w-4 shrink-0 accent-brand-700"
              />
              <span className="min-w-0 break-words">{n.name}</span>
            </label>
          ))}
        </div>
        {problems.network ? (
          <p id={`${id}-network-error`} className="mt-1 text-sm font-medium text-clay-600">
            {problems.network}
          </p>
        ) : null}
      </fieldset>

      <FormField
        id={`${id}-phone`}
        label={t('payments.form.phone')}
        required
        hint={t('payments.form.phoneHint', { network: networkName })}
        error={problems.phone}
      >
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          maxLength={24}
          onChange={(e) => setPhone(e.target.value)}
        />
      </FormField>

      <div
        className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm"
        data-testid="wallet-amount"
      >
        <p className="font-semibold text-slate-900">{t('payments.form.youWillPay', figures)}</p>
        <p className="mt-1 text-slate-700">{t('payments.form.rateNote')}</p>
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <Smartphone className="h-5 w-5" aria-hidden="true" />
        {busy ? t('payments.form.sending') : t('payments.form.pay', { amount: figures.amount })}
      </Button>
      <p className="text-xs text-slate-600">{t('payments.form.noNumberStored')}</p>
    </form>
  );
}
