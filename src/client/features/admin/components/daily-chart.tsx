import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminStats } from '../../../../domain/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Cell, HeaderCell, TableBox } from './list-parts.tsx';
import {
  DATE_STYLES,
  formatCalendarDate,
  formatCents,
  formatNumber,
} from '../../../../domain/format.ts';

type Day = AdminStats['daily'][number];

const HEIGHT = 240;
const MARGIN = { top: 12, right: 60, bottom: 28, left: 36 };
const BAR_COLOR = '#14784a';
const LINE_COLOR = '#b5452a';

/** The width the chart has to draw in, followed as the window changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** A whole-number step for about four gridlines up to `max`. */
function stepFor(max: number): number {
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(rough, 1)));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough);
  return Math.max(1, step ?? magnitude * 10);
}

/**
 * Bookings (bars) and revenue (line) per day over the last 30 days, drawn as SVG in the width
 * it has; the same figures as a table for screen readers and anyone who prefers one.
 */
export function DailyChart({ daily }: { daily: Day[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [boxRef, width] = useWidth();
  const [asTable, setAsTable] = useState(false);
  const id = useId();

  const totalBookings = daily.reduce((sum, day) => sum + day.bookings, 0);
  const totalCents = daily.reduce((sum, day) => sum + day.revenueCents, 0);
  const summary = t('admin.analytics.chart.summary', {
    bookings: formatNumber(totalBookings, lang),
    revenue: formatCents(totalCents, 'USD', lang),
    from: daily[0] ? formatCalendarDate(daily[0].date, lang, DATE_STYLES.short) : '',
    to: daily.at(-1) ? formatCalendarDate(daily.at(-1)!.date, lang, DATE_STYLES.short) : '',
  });

  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const bookingStep = stepFor(Math.max(...daily.map((d) => d.bookings), 1));
  const bookingMax = Math.max(
    bookingStep * Math.ceil(Math.max(...daily.map((d) => d.bookings), 1) / bookingStep),
    1,
  );
  // Refunds can make a day's takings negative: the revenue scale then goes below zero.
  const dollars = daily.map((d) => d.revenueCents / 100);
  const dollarStep = stepFor(Math.max(...dollars.map(Math.abs), 1));
  const centsHigh = Math.max(1, Math.ceil(Math.max(...dollars, 0) / dollarStep)) * dollarStep * 100;
  const centsLow = Math.floor(Math.min(...dollars, 0) / dollarStep) * dollarStep * 100;
  const band = daily.length ? innerWidth / daily.length : 0;
  const x = (index: number) => MARGIN.left + band * index + band / 2;
  const yBookings = (value: number) =>
    MARGIN.top + innerHeight - (value / bookingMax) * innerHeight;
  const yCents = (value: number) =>
    MARGIN.top + innerHeight - ((value - centsLow) / (centsHigh - centsLow)) * innerHeight;
  const labelEvery = Math.max(
    1,
    Math.ceil(daily.length / Math.max(1, Math.floor(innerWidth / 56))),
  );
  const bookingTicks = Array.from(
    { length: Math.floor(bookingMax / bookingStep) + 1 },
    (_, i) => i * bookingStep,
  );
  const centTicks = Array.from(
    { length: Math.round((centsHigh - centsLow) / (dollarStep * 100)) + 1 },
    (_, i) => centsLow + i * dollarStep * 100,
  );
  const line = daily
    .map(
      (day, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${yCents(day.revenueCents).toFixed(1)}`,
    )
    .join(' ');

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
            {t('admin.analytics.chart.title')}
          </h3>
          <p className="text-sm text-slate-600">{summary}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={asTable}
          aria-controls={`${id}-table`}
          onClick={() => setAsTable((shown) => !shown)}
        >
          {asTable ? t('admin.analytics.chart.hideTable') : t('admin.analytics.chart.showTable')}
        </Button>
      </div>
      <div aria-hidden="true" className="mt-3 flex flex-wrap gap-4 text-xs text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <span className="h-3 w-3 rounded-sm" style={{ background: BAR_COLOR }} />
          {t('admin.analytics.chart.bookings')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-0.5 w-4" style={{ background: LINE_COLOR }} />
          {t('admin.analytics.chart.revenue')}
        </span>
      </div>
      <div ref={boxRef} className="mt-2 w-full">
        {width > 0 ? (
          <svg
            width={width}
            height={HEIGHT}
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
            className="block"
          >
            <desc id={`${id}-desc`}>{summary}</desc>
            {bookingTicks.map((tick) => (
              <g key={`b${tick}`}>
                <line
                  x1={MARGIN.left}
                  x2={MARGIN.left + innerWidth}
                  y1={yBookings(tick)}
                  y2={yBookings(tick)}
                  stroke="#e2e8f0"
                />
                <text
                  x={MARGIN.left - 6}
                  y={yBookings(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                  fontSize="11"
                  fill="#475569"
                >
                  {formatNumber(tick, lang)}
                </text>
              </g>
            ))}
            {centTicks.map((tick) => (
              <text
                key={`c${tick}`}
                x={MARGIN.left + innerWidth + 6}
                y={yCents(tick)}
                dominantBaseline="middle"
                fontSize="11"
                fill={LINE_COLOR}
              >
                {formatCents(tick, 'USD', lang, 'compact')}
              </text>
            ))}
            {daily.map((day, i) => {
              const top = yBookings(day.bookings);
              return (
                <g key={day.date}>
                  <rect
                    x={x(i) - (band * 0.6) / 2}
                    y={top}
                    width={Math.max(1, band * 0.6)}
                    height={MARGIN.top + innerHeight - top}
                    fill={BAR_COLOR}
                    rx={1.5}
                  >
                    <title>
                      {`${t('common.labelled', { label: formatCalendarDate(day.date, lang, DATE_STYLES.short) })} ${t('admin.analytics.chart.bookingsCount', { count: day.bookings })}, ${formatCents(day.revenueCents, 'USD', lang)}`}
                    </title>
                  </rect>
                  {i % labelEvery === 0 ? (
                    <text x={x(i)} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#475569">
                      {formatCalendarDate(day.date, lang, DATE_STYLES.short)}
                    </text>
                  ) : null}
                </g>
              );
            })}
            <path d={line} fill="none" stroke={LINE_COLOR} strokeWidth={2} strokeLinejoin="round" />
            {daily.map((day, i) => (
              <circle
                key={`p${day.date}`}
                cx={x(i)}
                cy={yCents(day.revenueCents)}
                r={2.5}
                fill={LINE_COLOR}
              />
            ))}
            <line
              x1={MARGIN.left}
              x2={MARGIN.left + innerWidth}
              y1={MARGIN.top + innerHeight}
              y2={MARGIN.top + innerHeight}
              stroke="#94a3b8"
            />
          </svg>
        ) : (
          <div style={{ height: HEIGHT }} />
        )}
      </div>
      <div id={`${id}-table`} hidden={!asTable} className="mt-4">
        <TableBox label={t('admin.analytics.chart.tableLabel')} tableClassName="min-w-0">
          <caption className="sr-only">{t('admin.analytics.chart.tableLabel')}</caption>
          <thead>
            <tr>
              <HeaderCell className="px-2 tracking-normal">
                {t('admin.analytics.chart.date')}
              </HeaderCell>
              <HeaderCell className="px-2 text-right tracking-normal">
                {t('admin.analytics.chart.bookings')}
              </HeaderCell>
              <HeaderCell className="px-2 text-right tracking-normal">
                {t('admin.analytics.chart.revenue')}
              </HeaderCell>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date}>
                <Cell className="px-2 whitespace-nowrap">
                  {formatCalendarDate(day.date, lang, DATE_STYLES.short)}
                </Cell>
                <Cell className="px-2 text-right">{formatNumber(day.bookings, lang)}</Cell>
                <Cell className="px-2 text-right whitespace-nowrap">
                  {formatCents(day.revenueCents, 'USD', lang)}
                </Cell>
              </tr>
            ))}
          </tbody>
        </TableBox>
      </div>
    </section>
  );
}
