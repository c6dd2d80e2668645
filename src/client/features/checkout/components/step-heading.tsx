import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../../lib/utils.ts';

/** A step's heading; it takes the focus when the step opens, so screen readers hear the change. */
export function StepHeading({
  focus,
  id,
  className,
  children,
}: {
  focus: boolean;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2
      ref={ref}
      id={id}
      tabIndex={-1}
      className={cn('text-xl font-bold text-slate-900 focus:outline-none', className)}
    >
      {children}
    </h2>
  );
}
