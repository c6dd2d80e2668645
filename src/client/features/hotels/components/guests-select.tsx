import { useTranslation } from 'react-i18next';
import { GUEST_OPTIONS } from '../../../../domain/constants.ts';
import { Label, NativeSelect } from '../../../components/ui/input.tsx';

/** Guests 1 to 4 and "5+ Guests" (sent as 5), as the search form and the dialog offer it. */
export function GuestsSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number;
  onChange: (guests: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <Label htmlFor={id}>{t('hotels.search.guests')}</Label>
      <NativeSelect
        id={id}
        value={Math.min(value, 5)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {GUEST_OPTIONS.map((n) => (
          <option key={n} value={n}>
            {n === 5
              ? t('hotels.search.guestsFivePlus')
              : t('hotels.search.guestCount', { count: n })}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
