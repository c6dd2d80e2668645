import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/utils.ts';

/** A text area drawn like the inputs; a `className` adds to its look, never replaces it. */
export const Textarea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement>
>(function Textarea({ className, ...props }, ref) {
  return (
    <textarea
      ref={ref}
      className={cn(
        'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:text-sm',
        className,
      )}
      {...props}
    />
  );
});
