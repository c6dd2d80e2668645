import type { ReactNode } from 'react';
import type { BookingLineGroup } from '../products/product.ts';
import { FlightItinerary } from './flight-itinerary.tsx';

/** One line of what was booked: its label, and its value (a child, or a link where it calls). */
export function TripLine({
  label,
  testId,
  children,
}: {
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 font-medium break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * What was booked, group by group (a package's flight and stay each under its heading), as the
 * booking's page and the trips kept offline both show it. Light on purpose: the offline /trips
 * page draws it without checkout's code.
 */
export function TripLines({
  groups,
  testId,
  className,
  groupHeading: GroupHeading = 'p',
  lastLine,
}: {
  groups: BookingLineGroup[];
  testId: string;
  className: string;
  /** The group headings' element: a heading where the page's outline has room for one. */
  groupHeading?: 'h4' | 'p';
  /** A line of the caller's own, after the last group's. */
  lastLine?: ReactNode;
}) {
  return (
    <div className={className} data-testid={testId}>
      {groups.map((group, g) => (
        <div key={g} className={g > 0 ? 'mt-3' : undefined}>
          {group.heading ? (
            <GroupHeading className="font-semibold text-slate-900">{group.heading}</GroupHeading>
          ) : null}
          {group.itinerary ? <FlightItinerary slices={group.itinerary} /> : null}
          <dl className="divide-y divide-slate-100">
            {group.lines.map((line, i) => (
              <TripLine key={i} label={line.label}>
                {line.href ? (
                  <a href={line.href} className="text-brand-800 underline">
                    {line.value}
                  </a>
                ) : (
                  line.value
                )}
              </TripLine>
            ))}
            {g === groups.length - 1 ? lastLine : null}
          </dl>
        </div>
      ))}
    </div>
  );
}
