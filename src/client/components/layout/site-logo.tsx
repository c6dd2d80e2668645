/**
 * The site's mark (public/favicon.svg), written into the page: no request on any visit, and
 * nothing for the data saver to hold back.
 */
export function SiteLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="14" fill="#0f5132" />
      <circle cx="44" cy="20" r="9" fill="#f2b705" />
      <path d="M8 50c10-10 20-14 28-10s14 2 20-4v18H8z" fill="#e8f5ee" />
      <path
        d="M20 48V30m0 0c-6-2-9 0-11 3m11-3c5-3 9-2 11 1m-11-1c-1-5 1-8 4-10"
        stroke="#e8f5ee"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
