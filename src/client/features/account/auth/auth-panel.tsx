import type { ReactNode } from 'react';

/** The narrow card every step of /auth sits in: a heading, a line of why, the step itself. */
export function AuthPanel({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro ? <p className="mt-1 text-sm text-slate-700">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/** A sentence said by the page after a step (sent, changed, confirmed or refused). */
export function AuthNotice({
  tone,
  children,
}: {
  tone: 'success' | 'error' | 'info';
  children: ReactNode;
}) {
  const tones = {
    success: 'border-brand-100 bg-brand-50 text-brand-900',
    error: 'border-red-200 bg-red-50 text-red-900',
    info: 'border-slate-200 bg-slate-50 text-slate-800',
  } as const;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border p-3 text-sm font-medium ${tones[tone]}`}
    >
      {children}
    </p>
  );
}
