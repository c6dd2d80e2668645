import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/utils.ts';

const TONES = {
  /** A note beside a form (the test payments' numbers). */
  info: {
    box: 'rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950',
    icon: 'h-4 w-4',
  },
  /** Something the traveller must act on before going on. */
  warning: {
    box: 'rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950',
    icon: 'h-5 w-5',
  },
} as const;

/**
 * A boxed notice: an icon and a title in bold, then what the caller puts under them. The role is
 * the caller's: 'alert' only where the notice appears in answer to something the reader did.
 */
export function Alert({
  tone,
  icon: Icon,
  title,
  role,
  className,
  children,
  'data-testid': testId,
}: {
  tone: keyof typeof TONES;
  icon: LucideIcon;
  title: ReactNode;
  role?: 'alert' | 'status';
  className?: string;
  children?: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div role={role} className={cn(TONES[tone].box, className)} data-testid={testId}>
      <p className="flex items-center gap-2 font-semibold">
        <Icon className={cn(TONES[tone].icon, 'shrink-0')} aria-hidden="true" />
        {title}
      </p>
      {children}
    </div>
  );
}
