import { useTranslation } from 'react-i18next';
import { currenciesOf, type GuideCountry } from '../../../../domain/guide.ts';
import { formatList } from '../../../../domain/format.ts';

/** The money section's table: each currency of the region and the countries paying with it. */
export function CurrencyTable({ countries }: { countries: GuideCountry[] }) {
  const { t, i18n } = useTranslation();
  const cell = 'px-2 py-2 align-top sm:px-3';
  // On a phone the symbol joins the currency's name: four columns do not fit in 360 px.
  const wide = 'hidden sm:table-cell';
  return (
    <div className="mt-6">
      <h3 id="currencies-title" className="text-lg font-semibold text-slate-900">
        {t('guide.money.currenciesTitle')}
      </h3>
      <table
        aria-labelledby="currencies-title"
        className="mt-2 w-full border-collapse text-left text-sm"
        data-testid="currency-table"
      >
        <thead className="border-b-2 border-slate-300 text-slate-900">
          <tr>
            <th scope="col" className={cell}>
              {t('guide.money.code')}
            </th>
            <th scope="col" className={cell}>
              {t('guide.money.currency')}
            </th>
            <th scope="col" className={`${cell} ${wide}`}>
              {t('guide.money.symbol')}
            </th>
            <th scope="col" className={cell}>
              {t('guide.money.countries')}
            </th>
          </tr>
        </thead>
        <tbody>
          {currenciesOf(countries).map((currency) => (
            <tr key={currency.code} className="border-b border-slate-200">
              <th scope="row" className={`${cell} font-mono font-semibold`}>
                {currency.code}
              </th>
              <td className={cell}>
                {currency.name}
                <span className="block text-slate-600 sm:hidden">{currency.symbol}</span>
              </td>
              <td className={`${cell} ${wide} whitespace-nowrap`}>{currency.symbol}</td>
              <td className={cell}>
                {formatList(
                  currency.countries.map((c) => c.name),
                  i18n.language,
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
