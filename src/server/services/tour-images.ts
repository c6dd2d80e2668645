/**
 * Stylised "photos" of a tour, drawn as small SVGs like the stays': the place comes from the slug
 * and the tour's category, the time of day and the viewpoint from the picture number.
 */
import { SPECIALTIES } from '../../domain/tours.ts';
import { hashString, seededRandom } from '../lib/random.ts';
import { escapeXml } from '../lib/escape-html.ts';
import { baobab, palm, pick, titleFromSlug } from './stay-images.ts';

/** The scenes follow the tour's category. */
export const TOUR_IMAGE_CATEGORIES = SPECIALTIES;
export type TourImageCategory = (typeof TOUR_IMAGE_CATEGORIES)[number];

type Sky = {
  top: string;
  bottom: string;
  light: string;
  lightY: number;
  /** The landscape's colours are mixed toward `tint` by `amount`: warm at sunset, blue at night. */
  tint: string;
  amount: number;
  night: boolean;
};

// The first three are daylight, so picture 1 (the card's) is never a night shot.
const SKIES: readonly Sky[] = [
  {
    top: '#8ec9ec',
    bottom: '#fde7c0',
    light: '#ffe08a',
    lightY: 130,
    tint: '#ffffff',
    amount: 0,
    night: false,
  },
  {
    top: '#3f95d4',
    bottom: '#c4e6f7',
    light: '#fff6c4',
    lightY: 70,
    tint: '#ffffff',
    amount: 0,
    night: false,
  },
  {
    top: '#78aedb',
    bottom: '#ffd69c',
    light: '#ffc45c',
    lightY: 170,
    tint: '#ffae52',
    amount: 0.1,
    night: false,
  },
  {
    top: '#5a4a8e',
    bottom: '#f9a05a',
    light: '#ffb347',
    lightY: 215,
    tint: '#ff7a3a',
    amount: 0.2,
    night: false,
  },
  {
    top: '#0d1a3a',
    bottom: '#2d4672',
    light: '#f4f1de',
    lightY: 80,
    tint: '#0b1733',
    amount: 0.55,
    night: true,
  },
];

type Canvas = {
  /** Fixed for the slug: what the place is. */
  place: () => number;
  /** Changes with the picture: where the camera stands. */
  view: () => number;
  sky: Sky;
  lightX: number;
  defs: string[];
  parts: string[];
};

const LEAVES = ['#2f7d3a', '#3c8f45', '#2a6b36'];

function between(random: () => number, min: number, max: number): number {
  return Math.round(min + random() * (max - min));
}

/** `count` positions across [from, to], one in each slot, so things seldom stand in one spot. */
function spread(random: () => number, count: number, from: number, to: number): number[] {
  const slot = (to - from) / count;
  return Array.from({ length: count }, (_, i) =>
    Math.round(from + slot * (i + 0.15 + random() * 0.7)),
  );
}

function hasWord(slug: string, words: string): boolean {
  return new RegExp(`(^|-)(${words})(-|$)`).test(slug);
}

function mix(colour: string, toward: string, amount: number): string {
  const from = parseInt(colour.slice(1), 16);
  const to = parseInt(toward.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((from >> shift) & 255) * (1 - amount) + ((to >> shift) & 255) * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Rolling hills from the left edge to the right, filled down to the bottom of the picture. */
function ridge(random: () => number, baseY: number, height: number, colour: string): string {
  const bumps = 3 + Math.floor(random() * 3);
  const step = 800 / bumps;
  let d = `M0 500V${baseY - Math.round(random() * height * 0.4)}`;
  for (let i = 0; i < bumps; i++) {
    const peak = Math.round(baseY - height * (0.6 + random() * 0.8));
    const end = Math.round(baseY - random() * height * 0.4);
    d += `Q${Math.round(step * i + step / 2)} ${peak} ${Math.round(step * (i + 1))} ${end}`;
  }
  return `<path d="${d}V500Z" fill="${colour}"/>`;
}

function cloud(x: number, y: number, size: number): string {
  return (
    `<g fill="#fff" opacity=".8"><ellipse cx="${x}" cy="${y}" rx="${size}" ry="${Math.round(size * 0.35)}"/>` +
    `<ellipse cx="${x - Math.round(size * 0.3)}" cy="${y - Math.round(size * 0.25)}" rx="${Math.round(size * 0.45)}" ry="${Math.round(size * 0.35)}"/></g>`
  );
}

function birds(random: () => number, count: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const s = between(random, 6, 11);
    d += `M${between(random, 80, 720)} ${between(random, 50, 170)}q${s} -${s} ${s * 2} 0q${s} -${s} ${s * 2} 0`;
  }
  return `<path d="${d}" stroke="#2b2b33" stroke-width="2.5" fill="none"/>`;
}

/** Facing right at scale > 0, left at scale < 0; (x, y) is where its feet meet the ground. */
function pose(x: number, y: number, scale: number, body: string, colour: string): string {
  const s = Math.round(scale * 100) / 100;
  return `<g transform="translate(${x} ${y}) scale(${s} ${Math.abs(s)})" fill="${colour}" color="${colour}">${body}</g>`;
}

const ELEPHANT =
  '<ellipse cy="-58" rx="48" ry="32"/><path d="M-44-40h18v40h-18zM-22-40h17v40h-17zM10-40h17v40h-17zM30-40h18v40h-18z"/>' +
  '<ellipse cx="50" cy="-66" rx="22" ry="24"/><path d="M66-60q14 24 4 54" stroke="currentColor" stroke-width="12" fill="none" stroke-linecap="round"/>' +
  '<path d="M32-86q-24 10-10 44q18 4 22-10z" fill="#000" opacity=".15"/><circle cx="58" cy="-72" r="2.5" fill="#000"/><path d="M-47-64q-8 12-5 26" stroke="currentColor" stroke-width="3" fill="none"/>' +
  '<path d="M60-46q12 8 22 2" stroke="#f3ead8" stroke-width="4" fill="none" stroke-linecap="round"/>';
const ANTELOPE =
  '<ellipse cy="-40" rx="26" ry="12"/><path d="M14-46l12-26l8 2l-4 30zM28-76l16 8l0 5l-18-2z"/>' +
  '<path d="M30-74q-8-14 0-26M34-73q-3-15 8-25M-18-32l-3 32M-10-32l2 32M14-32l-2 32M20-32l4 32M-25-43l-6 12" stroke="currentColor" stroke-width="3.5" fill="none"/>' +
  '<ellipse cy="-31" rx="16" ry="3" fill="#f4ecd8" opacity=".8"/>';
// Knuckle-walking, as chimpanzees are mostly seen on the forest floor.
const CHIMPANZEE =
  '<path d="M-34-38C-40-62-14-80 10-76C28-72 36-56 28-44C16-32-20-26-34-38Z"/><circle cx="32" cy="-56" r="14"/>' +
  '<path d="M16-58q10 28 8 56M4-56q2 28-4 54M-24-40q-14 14-6 38M-14-36q8 16-4 34" stroke="currentColor" stroke-width="12" fill="none" stroke-linecap="round"/>' +
  '<ellipse cx="43" cy="-52" rx="8" ry="7" fill="#9c7a62"/><circle cx="26" cy="-60" r="4.5" fill="#9c7a62"/>';
// Lower half under water: the river drawn after it hides the rest.
const HIPPO =
  '<ellipse rx="62" ry="24"/><path d="M40-16q30-14 56-2q10 10 0 18l-56 6z"/><circle cx="46" cy="-20" r="5"/><circle cx="56" cy="-22" r="5"/>' +
  '<circle cx="68" cy="-17" r="5"/><circle cx="92" cy="-8" r="5"/>';

const ANIMALS = {
  elephant: { body: ELEPHANT, colour: '#6a6461' },
  antelope: { body: ANTELOPE, colour: '#9a5b2c' },
  chimpanzee: { body: CHIMPANZEE, colour: '#2e2622' },
  hippo: { body: HIPPO, colour: '#5d4f55' },
} as const;
type Animal = keyof typeof ANIMALS;

function acacia(x: number, groundY: number, height: number, leaf: string): string {
  const top = groundY - height;
  return (
    `<path d="M${x} ${groundY}q-4 ${-height / 2} -18 ${-height + 6}M${x - 2} ${groundY - height / 2}q10 -20 26 ${-height / 2 + 8}" stroke="#5b4330" stroke-width="6" fill="none"/>` +
    `<ellipse cx="${x}" cy="${top}" rx="${Math.round(height * 0.7)}" ry="12" fill="${leaf}"/><ellipse cx="${x + 16}" cy="${top - 8}" rx="${Math.round(height * 0.42)}" ry="9" fill="${leaf}"/>`
  );
}

function forestTree(x: number, groundY: number, height: number, leaf: string): string {
  const top = groundY - height;
  const w = Math.round(height * 0.07) + 4;
  return (
    `<path d="M${x - w} ${groundY}l${w / 2} -${Math.round(height * 0.15)}L${x} ${top}l${w / 2} ${height - Math.round(height * 0.15)}l${w / 2} ${Math.round(height * 0.15)}z" fill="#5a4332"/>` +
    `<g fill="${leaf}"><circle cx="${x}" cy="${top}" r="${Math.round(height * 0.2)}"/><circle cx="${x - Math.round(height * 0.18)}" cy="${top + 12}" r="${Math.round(height * 0.14)}"/><circle cx="${x + Math.round(height * 0.18)}" cy="${top + 10}" r="${Math.round(height * 0.15)}"/></g>`
  );
}

/** A wall of tree crowns along `y`, from edge to edge. */
function treeLine(random: () => number, y: number, size: number, colour: string): string {
  let circles = '';
  for (let x = -20; x < 840; x += Math.round(size * (0.9 + random() * 0.6))) {
    circles += `<circle cx="${x}" cy="${y - Math.round(random() * size * 0.6)}" r="${Math.round(size * (0.7 + random() * 0.5))}"/>`;
  }
  return `<g fill="${colour}">${circles}<rect y="${y}" width="800" height="${500 - y}"/></g>`;
}

/** A painted fishing pirogue seen from the side, pointed prows raised; `y` is its keel. */
function pirogue(x: number, y: number, length: number, hull: string, band: string): string {
  const half = Math.round(length / 2);
  const h = Math.round(length * 0.1);
  const at = (dx: number, dy: number) => `${x + Math.round(dx * half)} ${y - Math.round(dy * h)}`;
  const gunwale = (depth: number) =>
    `M${at(-1, 2.2)}Q${at(-0.7, depth)} ${at(-0.4, depth)}H${x + Math.round(half * 0.4)}Q${at(0.7, depth)} ${at(1, 2.6)}`;
  return (
    `<path d="${gunwale(1)}C${at(0.8, 0.3)} ${at(0.5, 0)} ${at(0, 0)}S${at(-0.8, 0.2)} ${at(-1, 2.2)}Z" fill="${hull}" stroke="#3b2a1e" stroke-width="1.5"/>` +
    `<path d="${gunwale(0.75)}" stroke="${band}" stroke-width="${Math.max(2, Math.round(h * 0.3))}" fill="none"/>` +
    `<path d="M${at(-0.45, 0.35)}H${x + Math.round(half * 0.45)}" stroke="#f4efe2" stroke-width="${Math.max(1, Math.round(h * 0.12))}"/>`
  );
}

const PIROGUE_COLOURS: readonly (readonly [string, string])[] = [
  ['#1f6fb2', '#f2c230'],
  ['#c8372d', '#2f8f4e'],
  ['#2f8f4e', '#f2c230'],
  ['#e0b52f', '#1f6fb2'],
];

function drawBeach(c: Canvas): void {
  const { place: where, view } = c;
  const horizon = between(view, 235, 280);
  const shoreLeft = horizon + between(view, 70, 120);
  const shoreRight = horizon + between(view, 70, 120);
  const sand = pick(['#efd9a7', '#f3e2bb', '#e6c98f'], where());
  c.defs.push(
    `<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f6f9e"/><stop offset="1" stop-color="${pick(['#48b6c9', '#5cc2c2'], where())}"/></linearGradient>`,
  );
  c.parts.push(`<rect y="${horizon}" width="800" height="${500 - horizon}" fill="url(#w)"/>`);
  if (where() < 0.6) {
    const left = where() < 0.5;
    const reach = between(where, 160, 300);
    const x0 = left ? 0 : 800;
    const tip = left ? reach : 800 - reach;
    c.parts.push(
      `<path d="M${x0} ${horizon - between(where, 25, 50)}Q${Math.round((x0 + tip) / 2)} ${horizon - 10} ${tip} ${horizon}H${x0}Z" fill="#4d7a4a"/>`,
    );
  }
  let glitter = '';
  for (let i = 0; i < 5; i++) {
    const w = 14 + i * 8;
    glitter += `M${c.lightX - w} ${horizon + 8 + i * 12}h${w * 2}`;
  }
  c.parts.push(
    `<path d="${glitter}" stroke="${c.sky.light}" stroke-width="3" opacity=".55"/>` +
      `<path d="M60 ${horizon + 30}h90M420 ${horizon + 22}h120M250 ${horizon + 52}h140M600 ${horizon + 60}h110" stroke="#fff" stroke-width="2" opacity=".45"/>`,
  );
  const [hull, band] = pick(PIROGUE_COLOURS, where());
  const seaBoatY = horizon + between(view, 18, Math.min(shoreLeft, shoreRight) - horizon - 14);
  c.parts.push(pirogue(between(view, 120, 680), seaBoatY, between(view, 90, 140), band, hull));
  const curve = (y: number) =>
    `M0 ${shoreLeft + y}C260 ${shoreLeft + y - 18} 540 ${shoreRight + y + 18} 800 ${shoreRight + y}`;
  c.parts.push(
    `<path d="${curve(0)}V500H0Z" fill="${mix(sand, '#7a6040', 0.25)}"/><path d="${curve(14)}V500H0Z" fill="${sand}"/>` +
      `<path d="${curve(-2)}" stroke="#fff" stroke-width="5" fill="none" opacity=".8"/>`,
  );
  if (view() < 0.7) {
    const x = between(view, 260, 540);
    const y = between(view, Math.max(shoreLeft, shoreRight) + 80, 470);
    const length = between(view, 240, 330);
    c.parts.push(
      `<ellipse cx="${x}" cy="${y + 4}" rx="${Math.round(length * 0.45)}" ry="8" fill="#000" opacity=".12"/>` +
        pirogue(x, y, length, hull, band),
    );
  }
  const leaf = pick(LEAVES, where());
  const onLeft = view() < 0.5;
  const palms = 1 + Math.floor(view() * 3);
  for (let i = 0; i < palms; i++) {
    const x = onLeft ? 30 + i * 70 + between(view, 0, 40) : 770 - i * 70 - between(view, 0, 40);
    c.parts.push(
      palm(
        x,
        between(view, 470, 500),
        between(view, 190, 270),
        (onLeft ? 1 : -1) * between(view, 15, 50),
        leaf,
      ),
    );
  }
  if (!c.sky.night) c.parts.push(birds(view, Math.floor(view() * 3)));
}

function chooseAnimal(slug: string, random: () => number): Animal {
  if (hasWord(slug, 'elephants?|mole|yankari|pendjari|safari')) return 'elephant';
  if (hasWord(slug, 'chimpanzees?|chimps?|tacugama|tai|tiwai|drill|primates?')) return 'chimpanzee';
  if (hasWord(slug, 'hippos?|river|delta|wetlands|canoe|pirogue|creek|lake')) return 'hippo';
  return pick(['elephant', 'antelope', 'antelope', 'chimpanzee', 'hippo'] as const, random());
}

function drawWildlife(c: Canvas, slug: string): void {
  const { place: where, view } = c;
  const animal = chooseAnimal(slug, where);
  const forest =
    animal === 'chimpanzee' ||
    (animal !== 'elephant' &&
      (hasWord(slug, 'forest|rainforest|gola|sapo|oban|afi|kakum|canopy|abuko|makasutu|kloto') ||
        where() < 0.3));
  const horizon = between(view, 280, 320);
  const leaf = pick(LEAVES, where());
  if (forest) {
    c.parts.push(
      treeLine(where, horizon - 40, 44, '#5d9468'),
      treeLine(view, horizon + 10, 36, '#3f7a45'),
    );
    c.parts.push(
      `<rect y="${horizon + 60}" width="800" height="${440 - horizon}" fill="#4d7a3a"/>`,
    );
    const trees = 2 + Math.floor(view() * 3);
    for (let i = 0; i < trees; i++) {
      c.parts.push(
        forestTree(
          between(view, 0, 800),
          between(view, horizon + 60, horizon + 110),
          between(view, 200, 300),
          leaf,
        ),
      );
    }
  } else {
    c.parts.push(
      ridge(where, horizon, 40, '#9fb08a'),
      `<rect y="${horizon}" width="800" height="${500 - horizon}" fill="${pick(['#d6b25e', '#cfa857', '#c9b26a'], where())}"/>`,
    );
    const trees = 2 + Math.floor(view() * 3);
    for (let i = 0; i < trees; i++) {
      const y = between(view, horizon + 6, horizon + 60);
      const size = (y - horizon + 30) / 90;
      c.parts.push(
        i === 0 && where() < 0.7
          ? baobab(between(view, 60, 740), y + 40, Math.round(150 * size), leaf)
          : acacia(between(view, 40, 760), y, Math.round(110 * size), leaf),
      );
    }
    let grass = '';
    for (let i = 0; i < 14; i++) {
      const x = between(view, 0, 800);
      const y = between(view, horizon + 60, 500);
      grass += `M${x} ${y}l-5 -14M${x} ${y}v-16M${x} ${y}l5 -14`;
    }
    c.parts.push(`<path d="${grass}" stroke="#9c7b3a" stroke-width="2.5" fill="none"/>`);
  }
  const { body, colour } = ANIMALS[animal];
  const count = animal === 'antelope' ? 2 + Math.floor(view() * 3) : 1 + Math.floor(view() * 2);
  const facing = view() < 0.5 ? 1 : -1;
  if (animal === 'hippo') {
    const riverY = between(view, horizon + 60, horizon + 90);
    c.parts.push(
      `<path d="M0 ${riverY}Q400 ${riverY - 30} 800 ${riverY}V${riverY + 90}Q400 ${riverY + 60} 0 ${riverY + 90}Z" fill="#4f8ea3"/>`,
    );
    for (const [i, x] of spread(view, count, 60, 700).entries()) {
      const y = riverY + between(view, 8, 28);
      const scale = (1 + view() * 0.5) * (i % 2 === 0 ? facing : -facing);
      c.parts.push(
        pose(x, y, scale, body, colour),
        `<rect x="${x - 160}" y="${y + 4}" width="320" height="40" fill="#4f8ea3"/>` +
          `<path d="M${x - 70} ${y + 4}h140M${x - 40} ${y + 14}h90" stroke="#cfe6ec" stroke-width="2" opacity=".7"/>`,
      );
    }
  } else {
    const herd = spread(view, count, 110, 690)
      .map((x) => ({ x, y: between(view, horizon + 70, 470) }))
      .sort((a, b) => a.y - b.y);
    for (const { x, y } of herd) {
      const grow = { elephant: 1.2, antelope: 1.4, chimpanzee: 1.3, hippo: 1 }[animal];
      const size = ((y - horizon) / (470 - horizon)) * grow + 0.4;
      c.parts.push(pose(x, y, size * facing, body, colour));
    }
  }
  const birders = hasWord(slug, 'birds?|birding|birdwalk|sanctuary|wetlands');
  if (forest) {
    // Undergrowth at the corners frames the picture without hiding the animals.
    let bushes = '';
    for (const x of [between(view, -40, 60), between(view, 740, 840)]) {
      bushes += `<circle cx="${x}" cy="490" r="${between(view, 60, 90)}"/><circle cx="${x + 60}" cy="510" r="50"/>`;
    }
    c.parts.push(`<g fill="#24512d">${bushes}</g>`);
  }
  if (!c.sky.night && (birders || !forest)) {
    c.parts.push(birds(view, birders ? 6 + Math.floor(view() * 4) : Math.floor(view() * 4)));
  }
}

/** Draws what was pushed since `from` nearer or farther, standing where it stood. */
function zoom(c: Canvas, from: number, x: number, groundY: number, scale: number): void {
  const s = Math.round(scale * 100) / 100;
  const inner = c.parts.splice(from).join('');
  c.parts.push(
    `<g transform="translate(${x} ${groundY}) scale(${s}) translate(${-x} ${-groundY})">${inner}</g>`,
  );
}

function cannon(x: number, y: number, scale: number): string {
  const s = Math.round(scale * 100) / 100;
  return (
    `<g transform="translate(${x} ${y}) scale(${s} ${Math.abs(s)})"><path d="M-14-22l62 4v10l-62 2z" fill="#2b2b2b"/>` +
    `<path d="M-20-4h34" stroke="#5a4332" stroke-width="8"/><circle cy="-4" r="10" fill="#3a3a3a" stroke="#5a4332" stroke-width="3"/></g>`
  );
}

function drawFort(c: Canvas): void {
  const { place: where, view } = c;
  const horizon = between(view, 250, 290);
  const groundY = horizon + between(view, 70, 110);
  c.parts.push(
    `<rect y="${horizon}" width="800" height="${groundY - horizon}" fill="#2b86b5"/>`,
    `<path d="M0 ${horizon + 20}h800" stroke="#fff" stroke-width="2" opacity=".4"/>`,
    `<path d="M0 ${groundY - 14}Q300 ${groundY - 30} 800 ${groundY - 10}V500H0Z" fill="${pick(['#cdb78a', '#bfa67a', '#9fae72'], where())}"/>`,
  );
  const width = between(where, 380, 500);
  const x0 = Math.round(400 - width / 2 + (view() - 0.5) * 260);
  const wallH = between(where, 100, 140);
  const top = groundY - wallH;
  const towerW = between(where, 90, 120);
  const towerLeft = where() < 0.5;
  const towerX = towerLeft ? x0 - 20 : x0 + width - towerW + 20;
  const towerTop = top - between(where, 50, 80);
  const merlons = (from: number, to: number, y: number) => {
    let d = '';
    for (let x = from; x + 12 <= to; x += 22) d += `M${x} ${y}v-14h12v14z`;
    return d;
  };
  const white = '#f5f1e6';
  const shade = '#d8d1c0';
  const building = c.parts.length;
  c.parts.push(
    `<rect x="${x0}" y="${top}" width="${width}" height="${wallH + 20}" fill="${white}"/>`,
    `<rect x="${x0}" y="${groundY - 12}" width="${width}" height="32" fill="${shade}"/>`,
    `<path d="${merlons(x0, x0 + width, top)}" fill="${white}"/>`,
    `<rect x="${towerX}" y="${towerTop}" width="${towerW}" height="${groundY - towerTop + 20}" fill="${white}"/>`,
    `<rect x="${towerLeft ? towerX : towerX + towerW - 18}" y="${towerTop}" width="18" height="${groundY - towerTop + 20}" fill="${shade}"/>`,
    `<path d="${merlons(towerX, towerX + towerW, towerTop)}" fill="${white}"/>`,
  );
  if (where() < 0.5) {
    c.parts.push(
      `<path d="M${towerX + 10} ${towerTop - 14}L${towerX + towerW / 2} ${towerTop - 50}L${towerX + towerW - 10} ${towerTop - 14}Z" fill="#a9473a"/>`,
    );
  }
  let openings = '';
  for (let x = x0 + 30; x < x0 + width - 40; x += 52) {
    if (x + 12 < towerX || x > towerX + towerW)
      openings += `M${x} ${top + 40}v-14a6 6 0 0 1 12 0v14z`;
  }
  const gateX = towerLeft ? x0 + width - 120 : x0 + 90;
  openings += `M${gateX} ${groundY}v-44a20 20 0 0 1 40 0v44z`;
  openings += `M${towerX + towerW / 2 - 6} ${towerTop + 40}v-16a6 6 0 0 1 12 0v16z`;
  c.parts.push(`<path d="${openings}" fill="#3b3530"/>`);
  zoom(c, building, x0 + width / 2, groundY, 0.8 + view() * 0.4);
  const facing = towerLeft ? -1 : 1;
  for (const x of spread(view, 2 + Math.floor(view() * 3), 60, 740)) {
    c.parts.push(
      cannon(
        x,
        between(view, groundY + 50, 480),
        (view() < 0.7 ? 1 : -1) * facing * (1.4 + view() * 0.6),
      ),
    );
  }
  if (view() < 0.6) {
    const x = towerLeft ? between(view, 660, 770) : between(view, 30, 140);
    c.parts.push(
      palm(x, between(view, 470, 495), between(view, 200, 260), 30, pick(LEAVES, where())),
    );
  }
  if (!c.sky.night) c.parts.push(birds(view, Math.floor(view() * 3)));
}

function drawMosque(c: Canvas): void {
  const { place: where, view } = c;
  const horizon = between(view, 300, 330);
  const mud = pick(['#b8733f', '#c4844b', '#a96a3a'], where());
  const light = mix(mud, '#ffffff', 0.15);
  c.parts.push(
    ridge(where, horizon, 24, '#c9a47a'),
    `<rect y="${horizon}" width="800" height="${500 - horizon}" fill="#d9b47c"/>`,
  );
  c.defs.push(
    `<pattern id="t" width="34" height="30" patternUnits="userSpaceOnUse"><rect y="12" width="9" height="4" fill="#5a3a22"/></pattern>`,
  );
  const groundY = horizon + between(view, 70, 110);
  const width = between(where, 300, 420);
  const x0 = Math.round(400 - width / 2 + (view() - 0.5) * 240);
  const wallH = between(where, 90, 130);
  const top = groundY - wallH;
  let buttresses = '';
  for (let x = x0; x <= x0 + width - 16; x += Math.round((width - 16) / 7)) {
    buttresses += `M${x} ${groundY}V${top - 16}l8 -12l8 12V${groundY}z`;
  }
  const towerX = x0 + Math.round(width * (where() < 0.5 ? 0.3 : 0.7));
  const towerH = between(where, 110, 160);
  const building = c.parts.length;
  const tower = `M${towerX - 40} ${groundY}L${towerX - 24} ${top - towerH}h48L${towerX + 40} ${groundY}z`;
  let sticks = '';
  for (let y = top - towerH + 20; y < top; y += 26) {
    sticks += `M${towerX - 32} ${y}h-10M${towerX + 32} ${y}h10`;
  }
  c.parts.push(
    `<rect x="${x0}" y="${top}" width="${width}" height="${wallH}" fill="${mud}"/>`,
    `<path d="${tower}" fill="${light}"/><path d="M${towerX - 14} ${top - towerH}l14 -26l14 26z" fill="${light}"/>`,
    `<rect x="${x0}" y="${top}" width="${width}" height="${wallH}" fill="url(#t)"/><path d="${tower}" fill="url(#t)"/>`,
    `<path d="${buttresses}" fill="${light}"/>`,
    `<path d="${sticks}" stroke="#5a3a22" stroke-width="4"/>`,
    `<path d="M${towerX - 14} ${groundY}v-34a14 14 0 0 1 28 0v34z" fill="#3b2a1e"/>`,
    `<circle cx="${towerX}" cy="${top - towerH - 30}" r="5" fill="#f2ead8"/>`,
  );
  zoom(c, building, x0 + width / 2, groundY, 0.8 + view() * 0.4);
  if (where() < 0.7) {
    const x = view() < 0.5 ? between(view, 40, 150) : between(view, 650, 760);
    c.parts.push(
      baobab(x, between(view, groundY + 10, 470), between(view, 150, 200), pick(LEAVES, where())),
    );
  }
}

function drawHeritage(c: Canvas, slug: string): void {
  const mosque = hasWord(slug, 'mosque|kong|larabanga|kano|dala|sahel|djenne')
    ? true
    : hasWord(
          slug,
          'castles?|forts?|elmina|coast|goree|bunce|slave|esclaves|badagry|bassam|island|apollonia|jamestown|harper|bonthe',
        )
      ? false
      : c.place() < 0.35;
  if (mosque) drawMosque(c);
  else drawFort(c);
}

function drawCanopy(c: Canvas): void {
  const { place: where, view } = c;
  c.parts.push(
    treeLine(where, 200, 50, '#6f9f76'),
    treeLine(view, 300, 46, '#3f7a45'),
    `<rect y="420" width="800" height="80" fill="#2f5e32"/>`,
  );
  const trunks = [between(view, 40, 160), between(view, 330, 470), between(view, 640, 760)];
  const deckY = trunks.map(() => between(view, 230, 300));
  let ropes = '';
  let net = '';
  for (let i = 0; i + 1 < trunks.length; i++) {
    const [a = 0, b = 0] = [trunks[i], trunks[i + 1]];
    const [ya = 0, yb = 0] = [deckY[i], deckY[i + 1]];
    const mid = Math.round((a + b) / 2);
    const sag = Math.round((ya + yb) / 2) + 30;
    ropes += `M${a} ${ya}Q${mid} ${sag + 30} ${b} ${yb}M${a} ${ya - 34}Q${mid} ${sag - 4} ${b} ${yb - 34}`;
    for (let k = 1; k < 10; k++) {
      const t = k / 10;
      const x = Math.round((1 - t) ** 2 * a + 2 * t * (1 - t) * mid + t * t * b);
      const y = Math.round((1 - t) ** 2 * ya + 2 * t * (1 - t) * (sag + 30) + t * t * yb);
      net += `M${x} ${y}v-34`;
    }
  }
  let trees = '';
  trunks.forEach((x, i) => {
    trees += `<rect x="${x - 16}" y="0" width="32" height="500" fill="#5a4332"/><rect x="${x - 40}" y="${(deckY[i] ?? 0) - 2}" width="80" height="10" fill="#7a5a3a"/>`;
  });
  c.parts.push(
    trees,
    `<path d="${ropes}" stroke="#d8c69a" stroke-width="4" fill="none"/><path d="${net}" stroke="#d8c69a" stroke-width="1.5"/>`,
    `<g fill="${pick(LEAVES, where())}"><circle cx="${trunks[0]}" cy="20" r="90"/><circle cx="${trunks[1]}" cy="-10" r="110"/><circle cx="${trunks[2]}" cy="30" r="80"/></g>`,
  );
}

function drawHills(c: Canvas, slug: string): void {
  const { place: where, view } = c;
  const horizon = between(view, 250, 300);
  c.parts.push(ridge(where, horizon, 90, '#8fb3a6'), ridge(where, horizon + 50, 80, '#6a9f5c'));
  const waterfall = hasWord(slug, 'falls|waterfalls?|wli|kpatawee|dindefelo') || where() < 0.2;
  const x = between(view, 250, 550);
  if (waterfall) {
    const top = horizon - between(view, 40, 90);
    c.parts.push(
      `<path d="M${x - 100} 500L${x - 60} ${top - 20}H${x + 70}L${x + 110} 500z" fill="#5b6358"/>`,
      `<rect x="${x - 18}" y="${top - 20}" width="40" height="${460 - top}" fill="#e8f4f7"/><path d="M${x - 8} ${top}v${440 - top}M${x + 10} ${top + 20}v${420 - top}" stroke="#a9d3e0" stroke-width="3"/>`,
    );
  } else if (hasWord(slug, 'lake|canoe|kayak|piso|sonfon') || where() < 0.3) {
    c.parts.push(`<ellipse cx="${x}" cy="${horizon + 90}" rx="260" ry="30" fill="#5fa3c4"/>`);
  }
  c.parts.push(ridge(view, waterfall ? 470 : 430, 50, '#3f7d3f'));
  if (waterfall) {
    c.parts.push(
      `<ellipse cx="${x + 2}" cy="470" rx="140" ry="24" fill="#5fa9bf"/><ellipse cx="${x + 2}" cy="456" rx="70" ry="16" fill="#fff" opacity=".6"/>`,
    );
  } else {
    const end = between(view, 300, 500);
    c.parts.push(
      `<path d="M${between(view, 300, 500)} 500C${between(view, 200, 600)} 470 ${between(view, 200, 600)} 450 ${end} 420" stroke="#c9a66b" stroke-width="12" fill="none" stroke-linecap="round"/>` +
        `<path d="M${end} 420q${between(view, -80, 80)} -20 ${between(view, -60, 60)} -50" stroke="#c9a66b" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    );
  }
  const leaf = pick(LEAVES, where());
  for (let i = 0; i < 2; i++) {
    const x = i === 0 ? between(view, 20, 200) : between(view, 600, 780);
    c.parts.push(forestTree(x, between(view, 450, 490), between(view, 150, 220), leaf));
  }
  if (!c.sky.night) c.parts.push(birds(view, Math.floor(view() * 3)));
}

function drawAdventure(c: Canvas, slug: string): void {
  if (
    hasWord(slug, 'canopy|walkway|kakum|lekki') ||
    (!hasWord(slug, 'falls|climb|summit') && c.place() < 0.25)
  ) {
    drawCanopy(c);
  } else {
    drawHills(c, slug);
  }
}

function hut(x: number, groundY: number, width: number, wall: string, thatch: string): string {
  const half = Math.round(width / 2);
  const wallTop = groundY - Math.round(width * 0.5);
  const roof = Math.round(width * 0.62);
  return (
    `<ellipse cx="${x}" cy="${groundY + 2}" rx="${Math.round(width * 0.7)}" ry="${Math.round(width * 0.1)}" fill="#000" opacity=".12"/>` +
    `<path d="M${x - half} ${wallTop}V${groundY}q${half} 8 ${width} 0V${wallTop}z" fill="${wall}"/>` +
    `<path d="M${x - Math.round(width * 0.2)} ${groundY + 3}v-${Math.round(width * 0.26)}a${Math.round(width * 0.12)} ${Math.round(width * 0.12)} 0 0 1 ${Math.round(width * 0.24)} 0v${Math.round(width * 0.26)}z" fill="#3b2a1e"/>` +
    `<path d="M${x - Math.round(width * 0.66)} ${wallTop + 6}L${x} ${wallTop - roof}L${x + Math.round(width * 0.66)} ${wallTop + 6}q${-Math.round(width * 0.66)} 10 ${-Math.round(width * 1.32)} 0z" fill="${thatch}"/>` +
    `<path d="M${x} ${wallTop - roof}l-${Math.round(width * 0.3)} ${roof + 8}M${x} ${wallTop - roof}l${Math.round(width * 0.3)} ${roof + 8}" stroke="${mix(thatch, '#000000', 0.2)}" stroke-width="2"/>`
  );
}

function stall(x: number, groundY: number, random: () => number): string {
  const w = between(random, 150, 200);
  const top = groundY - 150;
  const [a, b] = pick(
    [
      ['#d9412b', '#f2d16b'],
      ['#2a7ab0', '#f4efe2'],
      ['#2f8f4e', '#f2c230'],
    ] as const,
    random(),
  );
  let stripes = '';
  for (let i = 0; i < w; i += 30) stripes += `M${x + i + 15} ${top}v30`;
  let goods = '';
  for (let i = 0; i < 9; i++) {
    goods += `<circle cx="${x + 18 + Math.round(((w - 36) * i) / 8)}" cy="${groundY - 66 - (i % 2) * 8}" r="9" fill="${pick(['#f08a24', '#d9412b', '#f2c230', '#7bb241'], random())}"/>`;
  }
  return (
    `<path d="M${x + 6} ${groundY}V${top}M${x + w - 6} ${groundY}V${top}" stroke="#6b4a2b" stroke-width="6"/>` +
    `<rect x="${x - 6}" y="${top}" width="${w + 12}" height="30" fill="${a}"/><path d="${stripes}" stroke="${b}" stroke-width="15"/>` +
    `<rect x="${x}" y="${groundY - 60}" width="${w}" height="14" fill="#8a5a34"/><path d="M${x + 10} ${groundY}v-46M${x + w - 10} ${groundY}v-46" stroke="#6b4a2b" stroke-width="5"/>${goods}`
  );
}

function drum(x: number, groundY: number, height: number, body: string): string {
  const w = Math.round(height * 0.36);
  const top = groundY - height;
  const waistY = top + Math.round(height * 0.55);
  const [rim, waist, foot] = [w, Math.round(w * 0.35), Math.round(w * 0.6)];
  const bulge = Math.round(w * 0.9);
  let rope = '';
  for (let i = 0; i < 4; i++) {
    const step = Math.round(w * 0.4);
    rope += `M${x - 2 * step + i * step} ${top + (i % 2 === 0 ? 8 : 40)}l${step} ${i % 2 === 0 ? 32 : -32}`;
  }
  return (
    `<path d="M${x - rim} ${top}Q${x - bulge} ${waistY - 12} ${x - waist} ${waistY}L${x - foot} ${groundY}H${x + foot}L${x + waist} ${waistY}Q${x + bulge} ${waistY - 12} ${x + rim} ${top}z" fill="${body}"/>` +
    `<path d="${rope}" stroke="#efe2c4" stroke-width="2"/>` +
    `<ellipse cx="${x}" cy="${top}" rx="${w}" ry="${Math.round(w * 0.28)}" fill="#efe2c4" stroke="#3b2a1e" stroke-width="2"/>`
  );
}

function drawCultural(c: Canvas, slug: string): void {
  const { place: where, view } = c;
  const horizon = between(view, 280, 320);
  const ground = pick(['#c99a5e', '#b98a55', '#c6a46a'], where());
  c.parts.push(ridge(where, horizon, 30, '#8aa878'));
  c.parts.push(`<rect y="${horizon}" width="800" height="${500 - horizon}" fill="${ground}"/>`);
  const leaf = pick(LEAVES, where());
  c.parts.push(
    where() < 0.5
      ? baobab(between(view, 40, 760), horizon + 20, 130, leaf)
      : palm(between(view, 40, 760), horizon + 20, 170, 20, leaf),
  );
  const wall = pick(['#b57a48', '#a8703f', '#c08a58'], where());
  const thatch = pick(['#c9a559', '#b8944d', '#d2b26a'], where());
  const huts = spread(view, 3 + Math.floor(view() * 3), 40, 760)
    .map((x) => ({ x, y: between(view, horizon + 20, horizon + 110) }))
    .sort((a, b) => a.y - b.y);
  for (const { x, y } of huts) {
    c.parts.push(hut(x, y, Math.round(50 + (y - horizon) * 0.9), wall, thatch));
  }
  const market = hasWord(slug, 'markets?|street|food|kejetia|crafts|artisans|treichville');
  const drums = hasWord(slug, 'drums?|afrobeat|fela|dance|music|festival|osun|shrines');
  const withMarket = market || (!drums && where() < 0.5);
  const withDrums = drums || !withMarket || view() < 0.3;
  if (withMarket) c.parts.push(stall(between(view, 40, 560), between(view, 455, 490), view));
  if (withDrums) {
    const x = between(view, 140, 660);
    const y = between(view, 470, 495);
    const body = pick(['#7a4a26', '#8a5a30', '#6b3f22'], where());
    c.parts.push(drum(x, y, 100, body), drum(x + 70, y + 6, 80, body));
  }
}

const DRAW: Record<TourImageCategory, (canvas: Canvas, slug: string) => void> = {
  beach: drawBeach,
  wildlife: drawWildlife,
  heritage: drawHeritage,
  adventure: drawAdventure,
  cultural: drawCultural,
};

function renderScene(key: string, picture: number, category: TourImageCategory, label: string) {
  const seed = hashString(`${category}:${key}`);
  const view = seededRandom(hashString(`${category}:${key}#${picture}`));
  const sky = pick(SKIES, ((((picture - 1 + (seed % 3)) % 5) + 5) % 5) / 5);
  const lightX = between(view, 110, 690);
  const canvas: Canvas = { place: seededRandom(seed), view, sky, lightX, defs: [], parts: [] };
  DRAW[category](canvas, key);

  let backdrop = `<rect width="800" height="500" fill="url(#s)"/>`;
  if (sky.night) {
    let stars = '';
    for (let i = 0; i < 14; i++) stars += `M${between(view, 0, 800)} ${between(view, 10, 220)}h2`;
    backdrop += `<path d="${stars}" stroke="#fff" stroke-width="2"/>`;
  } else {
    backdrop += `<circle cx="${lightX}" cy="${sky.lightY}" r="64" fill="${sky.light}" opacity=".3"/>`;
  }
  backdrop += `<circle cx="${lightX}" cy="${sky.lightY}" r="${sky.night ? 24 : 36}" fill="${sky.light}"/>`;
  for (let i = 0; i < (sky.night ? 0 : 2); i++) {
    backdrop += cloud(between(view, 60, 740), between(view, 50, 150), between(view, 40, 70));
  }
  const light = (svg: string) =>
    sky.amount > 0
      ? svg.replace(/#[0-9a-f]{6}/g, (colour) => mix(colour, sky.tint, sky.amount))
      : svg;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img">` +
    `<title>${escapeXml(label)}</title><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>${light(canvas.defs.join(''))}</defs>` +
    `${backdrop}${light(canvas.parts.join(''))}</svg>`
  );
}

/**
 * An 800x500 SVG of the tour `slug`, picture number `n`. The place depends on the slug and the
 * category; the time of day and the viewpoint change with `n`.
 */
export function renderTourImage(slug: string, n: number, category: TourImageCategory): string {
  const picture = Number.isFinite(n) ? Math.trunc(n) : 1;
  return renderScene(slug, picture, category, `${titleFromSlug(slug)}, photo ${picture}`);
}

/** The operator's picture: the first photo of a scene of its own. */
export function renderOperatorImage(slug: string, category: TourImageCategory): string {
  return renderScene(slug, 1, category, titleFromSlug(slug));
}
