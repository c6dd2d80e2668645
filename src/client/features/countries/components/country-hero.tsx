import type { ReactNode } from 'react';
import type { CountryPalette } from '../country-palettes.ts';

/**
 * A drawn landscape along the bottom of the hero: a sun setting behind two ranges of hills and
 * palms. It sits below the text (the hero leaves room for it), so it never lowers the contrast.
 */
function Landscape({ palette }: { palette: CountryPalette }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1200 200"
      preserveAspectRatio="xMaxYMax slice"
      className="absolute inset-x-0 bottom-0 h-28 w-full sm:aspect-[6/1] sm:h-auto sm:max-h-64"
    >
      <circle cx="960" cy="125" r="80" fill={palette.sun} opacity="0.15" />
      <circle cx="960" cy="125" r="55" fill={palette.sun} opacity="0.9" />
      <path
        d="M0 130 C 180 90 340 120 520 105 S 860 70 1200 115 L1200 200 L0 200 Z"
        fill="#000"
        opacity="0.3"
      />
      <path
        d="M0 165 C 220 140 420 160 640 148 S 1000 135 1200 155 L1200 200 L0 200 Z"
        fill="#000"
        opacity="0.4"
      />
      <g fill="#000" opacity="0.5">
        <path d="M1060 175 q5 -60 -3 -110 l7 0 q7 50 2 110 z" />
        <path d="M1060 68 q-44 -9 -70 18 q35 -18 70 -12 z" />
        <path d="M1062 68 q44 -12 74 10 q-39 -12 -74 -5 z" />
        <path d="M1060 67 q-18 -35 -52 -38 q31 12 49 42 z" />
        <path d="M1063 67 q21 -33 56 -31 q-35 9 -53 35 z" />
        <path d="M1130 180 q4 -45 -3 -85 l6 0 q6 40 2 85 z" />
        <path d="M1130 98 q-32 -7 -52 12 q27 -12 52 -9 z" />
        <path d="M1132 98 q32 -9 54 7 q-29 -9 -54 -3 z" />
        <path d="M1131 97 q14 -27 41 -25 q-27 7 -39 27 z" />
      </g>
    </svg>
  );
}

/** The top of a country page: a drawn dusk landscape with the country's name and actions. */
export function CountryHero({
  palette,
  eyebrow,
  title,
  children,
  actions,
}: {
  palette: CountryPalette;
  eyebrow: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section aria-labelledby="country-title">
      <div
        className="relative isolate overflow-hidden text-white"
        style={{
          backgroundImage: `linear-gradient(160deg, ${palette.skyTop} 0%, ${palette.skyTop} 35%, ${palette.skyBottom} 100%)`,
        }}
      >
        <Landscape palette={palette} />
        <div className="relative mx-auto max-w-6xl px-4 pt-10 pb-32 sm:pt-16 sm:pb-44">
          <p className="text-sm font-semibold tracking-wide text-white/90 uppercase">{eyebrow}</p>
          <h1
            id="country-title"
            className="mt-2 text-4xl font-bold break-words drop-shadow sm:text-5xl"
          >
            {title}
          </h1>
          {children ? (
            <div className="mt-4 max-w-2xl text-base text-white drop-shadow sm:text-lg">
              {children}
            </div>
          ) : null}
          {actions ? (
            <div className="mt-6 flex flex-wrap gap-3 *:focus-visible:outline-white">{actions}</div>
          ) : null}
        </div>
      </div>
      <div aria-hidden="true" className="flex h-2">
        {palette.flag.map((colour, index) => (
          <span key={index} className="flex-1" style={{ backgroundColor: colour }} />
        ))}
      </div>
    </section>
  );
}
