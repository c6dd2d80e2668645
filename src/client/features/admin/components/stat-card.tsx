import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One figure of the dashboard: a label, the number, and what it is made of. */
export function StatCard({
  label,
  value,
  detail,
  icon: Icon,
  testId,
  children,
}: {
  label: string;
  value: string;
  detail?: ReactNode;
  icon: LucideIcon;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      data-testid={testId}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-sm font-medium text-slate-700">{label}</h3>
        <Icon className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
      </div>
      <p className="mt-2 text-2xl font-bold break-words text-slate-900" data-testid="stat-value">
        {value}
      </p>
      {detail ? <p className="mt-1 text-sm text-slate-600">{detail}</p> : null}
      {children}
    </section>
  );
}

/** A share shown as a bar, with its value for screen readers. */
export function ShareBar({ value, label }: { value: number; label: string }) {
  const percent = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      className="mt-3 h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
    </div>
  );
}
