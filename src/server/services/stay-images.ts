/**
 * Stylised "photos" of a stay, drawn as small SVGs: the same building for every picture of a
 * property (from the slug), seen at another time of day and from another angle per picture.
 */
import { escapeXml } from '../lib/escape-html.ts';
import { hashString, seededRandom } from '../lib/random.ts';

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 120;

export function isValidStaySlug(slug: string): boolean {
  return slug.length >= 1 && slug.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(slug);
}

type Scene = {
  skyTop: string;
  skyBottom: string;
  light: string;
  sunY: number;
  night: boolean;
};

const SCENES: readonly Scene[] = [
  { skyTop: '#8fc7ea', skyBottom: '#fde6b8', light: '#ffd25e', sunY: 150, night: false },
  { skyTop: '#3f95d4', skyBottom: '#bfe3f5', light: '#fff3b0', sunY: 70, night: false },
  { skyTop: '#6d4f9c', skyBottom: '#f7a35c', light: '#ffcf5c', sunY: 250, night: false },
  { skyTop: '#0f1c3f', skyBottom: '#2f4a7a', light: '#f4f1de', sunY: 90, night: true },
];

const WALLS = ['#f3e9d2', '#e9c46a', '#d98e5f', '#f6f1e9', '#c9744b', '#eddcc0', '#b5d3c7'];
const ROOFS = ['#8c3b2a', '#6b4a3a', '#a0522d', '#5b6b73'];
const COAST_GROUNDS = ['#e8d3a2', '#9fb06a', '#d9b382'];
const SAHEL_GROUNDS = ['#c8874f', '#d19a5c', '#b9784a'];
const LEAVES = ['#2f7d3a', '#3c8f45', '#2a6b36'];
const SEA_WORDS =
  /(^|-)(beach|bay|ocean|atlantic|coast|corniche|lagoon|lagune|plage|marina|resort)(-|$)/;
const POOL_WORDS = /(^|-)(resort|palace|grand|spa|royal|club|villa)(-|$)/;
const SMALL_WORDS =
  /(^|-)(gite|lodge|guest|homestay|house|maison|case|auberge|chambres|studio|apartment|flat|loft|villa|townhouse|inn|relais)(-|$)/;
const TALL_WORDS = /(^|-)(tower|business|executive|grand|palace|royal|residences|suites)(-|$)/;
// Seed slugs end with the city; these are far from the sea.
const INLAND_CITIES = /-(abuja|kumasi|ouagadougou|bamako|niamey)$/;

export function pick<T>(items: readonly T[], r: number): T {
  const item = items[Math.floor(r * items.length) % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function palm(
  x: number,
  groundY: number,
  height: number,
  lean: number,
  leaf: string,
): string {
  const tx = x + lean;
  const ty = groundY - height;
  const leaves = [
    [60, -18],
    [-60, -14],
    [45, 30],
    [-45, 32],
    [8, -40],
  ]
    .map(([dx = 0, dy = 0]) => `M${tx} ${ty}q${dx / 2} ${dy - 25} ${dx} ${dy}`)
    .join('');
  return (
    `<path d="M${x} ${groundY}q${lean / 3} ${-height / 2} ${lean} ${-height}" stroke="#6b4a2b" stroke-width="9" fill="none"/>` +
    `<path d="${leaves}" stroke="${leaf}" stroke-width="9" fill="none" stroke-linecap="round"/>`
  );
}

export function baobab(x: number, groundY: number, height: number, leaf: string): string {
  const top = groundY - height;
  return (
    `<path d="M${x - 26} ${groundY}L${x - 16} ${top + 30}L${x + 16} ${top + 30}L${x + 26} ${groundY}Z` +
    `M${x - 14} ${top + 34}l-40 -30M${x + 14} ${top + 34}l38 -34M${x} ${top + 30}l4 -36" stroke="#8a6a4f" stroke-width="10" fill="#8a6a4f" stroke-linecap="round"/>` +
    `<g fill="${leaf}"><ellipse cx="${x - 56}" cy="${top}" rx="26" ry="12"/><ellipse cx="${x + 52}" cy="${top - 6}" rx="24" ry="11"/><ellipse cx="${x + 4}" cy="${top - 10}" rx="22" ry="10"/></g>`
  );
}

/**
 * An 800x500 SVG of the stay `slug`, picture number `n`. The building depends on the slug only;
 * the time of day, the viewpoint and the trees change with `n`.
 */
export function renderStayImage(slug: string, n: number): string {
  const picture = Number.isFinite(n) ? Math.trunc(n) : 1;
  const building = seededRandom(hashString(slug));
  const view = seededRandom(hashString(`${slug}#${picture}`));
  const scene = pick(SCENES, ((((picture - 1 + hashString(slug)) % 4) + 4) % 4) / 4);

  const inland = INLAND_CITIES.test(slug);
  const [minStoreys, maxStoreys] = SMALL_WORDS.test(slug)
    ? [1, 3]
    : TALL_WORDS.test(slug)
      ? [4, 7]
      : [2, 5];
  const storeys = minStoreys + Math.floor(building() * (maxStoreys - minStoreys + 1));
  const width = Math.round(190 + building() * 80 + storeys * 20);
  const wall = pick(WALLS, building());
  const roofColour = pick(ROOFS, building());
  // Pitched roofs on low houses only; Sahel-style parapets mostly inland.
  const roofStyle = storeys <= 3 && building() < 0.5 ? 0 : inland && building() < 0.6 ? 2 : 1;
  const ground = pick(inland ? SAHEL_GROUNDS : COAST_GROUNDS, building());
  const leaf = pick(LEAVES, building());
  const hasSea = !inland && (SEA_WORDS.test(slug) || building() < 0.3);
  const hasPool = POOL_WORDS.test(slug) || building() < 0.35;
  const baobabs = building() < (inland ? 0.6 : 0.25);

  const horizon = hasSea ? 300 : 320;
  const groundY = hasSea ? 345 : 320;
  const baseY = groundY + 60;
  const storeyHeight = 40;
  const height = storeys * storeyHeight + 24;
  const x = Math.round(400 - width / 2 + (view() - 0.5) * 220);
  const top = baseY - height;
  const cell = 44;
  const windowsWidth = Math.floor((width - 24) / cell) * cell;
  const windowsX = x + Math.round((width - windowsWidth) / 2);
  const windowColour = scene.night ? '#ffd86b' : pick(['#3b5f7a', '#4f7a96', '#2e4a5e'], view());
  const sunX = Math.round(90 + view() * 620);

  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.skyTop}"/><stop offset="1" stop-color="${scene.skyBottom}"/></linearGradient>` +
      `<pattern id="w" x="${windowsX}" y="${top + 24}" width="${cell}" height="${storeyHeight}" patternUnits="userSpaceOnUse"><rect x="10" y="8" width="${cell - 20}" height="22" rx="2" fill="${windowColour}"/></pattern></defs>`,
  );
  parts.push(`<rect width="800" height="500" fill="url(#s)"/>`);
  if (scene.night) {
    const stars = Array.from(
      { length: 5 },
      () =>
        `<circle cx="${Math.round(view() * 800)}" cy="${Math.round(20 + view() * 180)}" r="2"/>`,
    ).join('');
    parts.push(`<g fill="#fff">${stars}</g>`);
  }
  parts.push(
    `<circle cx="${sunX}" cy="${scene.sunY}" r="${scene.night ? 26 : 38}" fill="${scene.light}"/>`,
  );
  if (hasSea) {
    parts.push(
      `<rect y="${horizon}" width="800" height="${groundY - horizon}" fill="${scene.night ? '#1d3b5c' : '#2b8cbf'}"/>` +
        `<path d="M0 ${horizon + 14}h800" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>`,
    );
  }
  parts.push(`<rect y="${groundY}" width="800" height="${500 - groundY}" fill="${ground}"/>`);

  if (roofStyle === 0) {
    parts.push(
      `<path d="M${x - 14} ${top + 2}L${x + width / 2} ${top - 46}L${x + width + 14} ${top + 2}Z" fill="${roofColour}"/>`,
    );
  } else if (roofStyle === 1) {
    parts.push(
      `<rect x="${x - 6}" y="${top - 8}" width="${width + 12}" height="12" fill="${roofColour}"/>`,
    );
  } else {
    // Sahel-style mud-brick parapet with pinnacles.
    const pinnacles = Array.from(
      { length: Math.floor(width / 40) + 1 },
      (_, i) => `M${x + i * 40} ${top}v-16h8v16`,
    ).join('');
    parts.push(`<path d="${pinnacles}" fill="${wall}" stroke="${roofColour}" stroke-width="2"/>`);
  }
  parts.push(`<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${wall}"/>`);
  parts.push(
    `<rect x="${windowsX}" y="${top + 24}" width="${windowsWidth}" height="${height - 30}" fill="url(#w)"/>`,
  );
  parts.push(
    `<rect x="${x + Math.round(width / 2) - 18}" y="${baseY - 46}" width="36" height="46" rx="3" fill="${roofColour}"/>`,
  );

  const treeCount = 1 + Math.floor(view() * 3);
  for (let i = 0; i < treeCount; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const treeX = Math.round(side < 0 ? 40 + view() * 150 : 610 + view() * 150);
    const treeBase = baseY + Math.round(view() * 50);
    parts.push(
      baobabs && i === 0
        ? baobab(treeX, treeBase, Math.round(120 + view() * 60), leaf)
        : palm(
            treeX,
            treeBase,
            Math.round(150 + view() * 110),
            Math.round(side * (10 + view() * 30)),
            leaf,
          ),
    );
  }
  if (hasPool) {
    parts.push(
      `<rect x="${Math.round(220 + view() * 200)}" y="${baseY + 30}" width="${Math.round(170 + view() * 80)}" height="44" rx="12" fill="#6fd0e6" stroke="#fff" stroke-width="5"/>`,
    );
  }

  const label = escapeXml(`${titleFromSlug(slug)}, photo ${picture}`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img">` +
    `<title>${label}</title>${parts.join('')}</svg>`
  );
}
