/**
 * Writes the menu and banner illustrations (flat SVG, no text) into public/images.
 * Run after changing seed products or banners: `npx tsx server/tools/generate-images.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BANNERS, bannerImage } from '../db/seed/content';
import { isPizza, PRODUCTS, type ProductSeed, type ToppingCode } from '../db/seed/menu';
import { PUBLIC_DIR } from '../http/static';

const SIZE = 200;
const CENTRE = SIZE / 2;

/** Deterministic pseudo-random numbers, so regenerating gives identical files. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`;

const n = (value: number) => Number(value.toFixed(1));

type Piece = (x: number, y: number, angle: number) => string;

const TOPPING_PIECES: Record<ToppingCode, Piece> = {
  ONION: (x, y) => `<circle cx="${x}" cy="${y}" r="6" fill="none" stroke="#a05195" stroke-width="2"/>`,
  CAPSICUM: (x, y, a) => `<rect x="${x - 6}" y="${y - 2}" width="12" height="4" rx="2" fill="#3a9a3a" transform="rotate(${a} ${x} ${y})"/>`,
  TOMATO: (x, y) => `<circle cx="${x}" cy="${y}" r="6" fill="#e5432f"/><circle cx="${x}" cy="${y}" r="3" fill="#f47c5b"/>`,
  MUSHROOM: (x, y, a) => `<path d="M${x - 6} ${y}a6 6 0 0 1 12 0z" fill="#cbb59c" transform="rotate(${a} ${x} ${y})"/>`,
  CORN: (x, y) => `<circle cx="${x}" cy="${y}" r="3" fill="#f6c21c"/>`,
  OLIVE: (x, y) => `<circle cx="${x}" cy="${y}" r="4" fill="none" stroke="#2b2b2b" stroke-width="2.5"/>`,
  JALAPENO: (x, y) => `<circle cx="${x}" cy="${y}" r="4.5" fill="#7cc242" stroke="#4d8f22" stroke-width="1.5"/>`,
  PANEER: (x, y, a) =>
    `<rect x="${x - 4.5}" y="${y - 4.5}" width="9" height="9" rx="1.5" fill="#fffaf0" stroke="#e4d3a8" transform="rotate(${a} ${x} ${y})"/>`,
  PAPRIKA: (x, y, a) =>
    `<rect x="${x - 4}" y="${y - 1.5}" width="8" height="3" rx="1.5" fill="#d7301f" transform="rotate(${a} ${x} ${y})"/>`,
  CHILLI: (x, y, a) => `<rect x="${x - 5}" y="${y - 1}" width="10" height="2" rx="1" fill="#2f8f2f" transform="rotate(${a} ${x} ${y})"/>`,
  BBQ_CHICKEN: (x, y, a) => `<ellipse cx="${x}" cy="${y}" rx="6" ry="4" fill="#8a4526" transform="rotate(${a} ${x} ${y})"/>`,
  PERI_CHICKEN: (x, y, a) => `<ellipse cx="${x}" cy="${y}" rx="6" ry="4" fill="#cf4f26" transform="rotate(${a} ${x} ${y})"/>`,
  CHICKEN_TIKKA: (x, y, a) =>
    `<rect x="${x - 5}" y="${y - 4}" width="10" height="8" rx="3" fill="#e07a2c" transform="rotate(${a} ${x} ${y})"/>`,
  CHICKEN_SAUSAGE: (x, y) => `<circle cx="${x}" cy="${y}" r="5" fill="#b4613d"/><circle cx="${x}" cy="${y}" r="2" fill="#cf8a63"/>`,
  CHICKEN_PEPPERONI: (x, y) =>
    `<circle cx="${x}" cy="${y}" r="9" fill="#b3261e"/><circle cx="${x - 3}" cy="${y - 2}" r="1.5" fill="#7d1a14"/><circle cx="${x + 3}" cy="${y + 3}" r="1.5" fill="#7d1a14"/>`,
  CHICKEN_KEEMA: (x, y) => `<circle cx="${x}" cy="${y}" r="2.5" fill="#7a472a"/><circle cx="${x + 4}" cy="${y + 2}" r="2" fill="#7a472a"/>`,
  EXTRA_CHEESE: (x, y) => `<circle cx="${x}" cy="${y}" r="5" fill="#fde69a"/>`,
};

const basil: Piece = (x, y, a) => `<ellipse cx="${x}" cy="${y}" rx="7" ry="3.5" fill="#2e7d32" transform="rotate(${a} ${x} ${y})"/>`;
const penne: Piece = (x, y, a) =>
  `<rect x="${x - 7}" y="${y - 3}" width="14" height="6" rx="2" fill="#f2c14e" stroke="#d9a233" transform="rotate(${a} ${x} ${y})"/>`;

function scatter(rand: () => number, pieces: Piece[], count: number, radius: number, cx = CENTRE, cy = CENTRE): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const angle = rand() * Math.PI * 2;
    const distance = Math.sqrt(rand()) * radius;
    const piece = pieces[i % pieces.length]!;
    out += piece(n(cx + Math.cos(angle) * distance), n(cy + Math.sin(angle) * distance), Math.round(rand() * 180));
  }
  return out;
}

function cheese(rand: () => number): string {
  const points = Array.from({ length: 14 }, (_, i) => {
    const angle = (i / 14) * Math.PI * 2;
    const r = 64 + rand() * 5;
    return `${n(CENTRE + Math.cos(angle) * r)},${n(CENTRE + Math.sin(angle) * r)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="#f9dc7a" stroke-linejoin="round"/>`;
}

function pizzaArt(product: ProductSeed & { toppings: ToppingCode[] }): string {
  const rand = random(product.id);
  const pieces = product.toppings.map((code) => TOPPING_PIECES[code]);
  if (product.code === 'PIZ111') pieces.push(penne);
  const toppingLayer = pieces.length > 0 ? scatter(rand, pieces, Math.max(18, pieces.length * 5), 54) : scatter(rand, [basil], 7, 45);
  return svg(
    SIZE,
    SIZE,
    `<circle cx="100" cy="100" r="96" fill="#f4ebe0"/><circle cx="100" cy="100" r="82" fill="#d8903a"/>` +
      `<circle cx="100" cy="100" r="74" fill="#c84b2c"/>${cheese(rand)}` +
      `<circle cx="72" cy="76" r="10" fill="#fbe7a6" opacity=".7"/>${toppingLayer}` +
      `<path d="M100 100L182 100A82 82 0 0 1 158 158Z" fill="none" stroke="#b86f27" stroke-width="1.5" opacity=".5"/>`,
  );
}

const plate = (colour = '#f4ebe0') => `<circle cx="100" cy="100" r="96" fill="${colour}"/>`;

function bowl(sauce: string, rand: () => number): string {
  return (
    plate() +
    `<ellipse cx="100" cy="112" rx="78" ry="54" fill="#ffffff" stroke="#e1d6c8" stroke-width="3"/>` +
    `<ellipse cx="100" cy="104" rx="64" ry="38" fill="${sauce}"/>${scatter(rand, [penne], 16, 30, 100, 104)}` +
    scatter(rand, [basil], 4, 30, 100, 100)
  );
}

function loaf(crust: string, filling: string): string {
  return (
    plate() +
    `<ellipse cx="100" cy="104" rx="80" ry="46" fill="${crust}"/>` +
    [60, 85, 110, 135]
      .map((x) => `<path d="M${x} 72q8 32 0 64" stroke="${filling}" stroke-width="7" fill="none" stroke-linecap="round"/>`)
      .join('') +
    `<ellipse cx="80" cy="86" rx="24" ry="8" fill="#fff" opacity=".25"/>`
  );
}

function sticks(colour: string, rand: () => number, box?: string): string {
  const items = Array.from({ length: 9 }, (_, i) => {
    const x = 56 + i * 11;
    const h = 70 + Math.round(rand() * 24);
    return `<rect x="${x}" y="${box ? 60 - (h - 70) : 50}" width="9" height="${h}" rx="4" fill="${colour}" stroke="#c98a2c" stroke-width="1"/>`;
  }).join('');
  const container = box ? `<path d="M50 100h100l-10 80H60z" fill="${box}"/><path d="M50 100h100l-3 14H53z" fill="#fff" opacity=".3"/>` : '';
  return plate() + items + container;
}

function wedges(colour: string, rand: () => number): string {
  const piece: Piece = (x, y, a) =>
    `<path d="M${x - 10} ${y + 6}Q${x} ${y - 16} ${x + 10} ${y + 6}z" fill="${colour}" stroke="#b5651d" transform="rotate(${a} ${x} ${y})"/>`;
  return plate() + scatter(rand, [piece], 12, 50);
}

function chicken(colour: string, rand: () => number, shape: 'wing' | 'bite' | 'strip'): string {
  const pieces: Record<typeof shape, Piece> = {
    wing: (x, y, a) =>
      `<g transform="rotate(${a} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="16" ry="11" fill="${colour}"/><rect x="${x + 12}" y="${y - 3}" width="14" height="6" rx="3" fill="#f3e2c7"/></g>`,
    bite: (x, y) => `<circle cx="${x}" cy="${y}" r="11" fill="${colour}" stroke="#8a4a1c" stroke-width="2"/>`,
    strip: (x, y, a) =>
      `<rect x="${x - 18}" y="${y - 6}" width="36" height="12" rx="6" fill="${colour}" transform="rotate(${a} ${x} ${y})"/>`,
  };
  return (
    plate() +
    scatter(rand, [pieces[shape]], 7, 42) +
    `<circle cx="150" cy="150" r="18" fill="#fff"/><circle cx="150" cy="150" r="13" fill="#e9e0c9"/>`
  );
}

function drink(liquid: string, kind: 'glass' | 'bottle'): string {
  const body =
    kind === 'glass'
      ? `<path d="M62 40h76l-10 136H72z" fill="#eaf4fb" stroke="#c5d9e6" stroke-width="3"/><path d="M67 70h66l-8 102H75z" fill="${liquid}"/>` +
        `<rect x="112" y="22" width="6" height="70" rx="3" fill="#e23d3d" transform="rotate(14 115 57)"/>`
      : `<rect x="80" y="20" width="40" height="22" rx="4" fill="#3a6ea5"/><path d="M74 42h52q10 20 10 40v86q0 10-10 10H74q-10 0-10-10V82q0-20 10-40z" fill="${liquid}" stroke="#9cc3dd" stroke-width="2"/>` +
        `<rect x="64" y="100" width="72" height="34" fill="#ffffff" opacity=".75"/>`;
  return `<rect width="200" height="200" rx="24" fill="#fdf3e4"/>${body}<ellipse cx="86" cy="110" rx="5" ry="26" fill="#fff" opacity=".35"/>`;
}

function dessert(kind: 'lava' | 'jamun' | 'mousse' | 'brownie'): string {
  const art = {
    lava: `<ellipse cx="100" cy="140" rx="60" ry="16" fill="#3b1f12"/><path d="M48 140V100q52-50 104 0v40z" fill="#5a2d17"/><path d="M80 74q20-14 40 0l-6 20q-14 8-28 0z" fill="#2b140a"/><path d="M92 80q8 40 0 62" stroke="#2b140a" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    jamun: `<ellipse cx="100" cy="128" rx="76" ry="40" fill="#ffffff" stroke="#e1d6c8" stroke-width="3"/><ellipse cx="100" cy="124" rx="62" ry="28" fill="#f2b84b" opacity=".6"/><circle cx="78" cy="112" r="24" fill="#7a3414"/><circle cx="124" cy="114" r="24" fill="#8a3c17"/><circle cx="70" cy="104" r="6" fill="#fff" opacity=".3"/>`,
    mousse: `<path d="M40 150L160 150L160 110L40 70z" fill="#f5d9a8"/><path d="M40 110L160 130L160 150L40 150z" fill="#c98b3a"/><path d="M40 70L160 110L160 118L40 80z" fill="#e0a040"/><circle cx="120" cy="92" r="8" fill="#d24b4b"/>`,
    brownie: `<rect x="40" y="70" width="60" height="50" rx="6" fill="#4a2a17"/><rect x="104" y="90" width="60" height="50" rx="6" fill="#5a331d"/><path d="M44 74q26 12 52 0" stroke="#2b150a" stroke-width="6" fill="none"/><circle cx="130" cy="104" r="4" fill="#c9a36a"/><circle cx="70" cy="92" r="4" fill="#c9a36a"/>`,
  }[kind];
  return plate() + art;
}

function combo(pizzaColour: string): string {
  return (
    `<rect width="200" height="200" rx="24" fill="#eaf2fb"/><rect x="24" y="96" width="120" height="80" rx="6" fill="#2c6db5"/>` +
    `<rect x="24" y="96" width="120" height="14" fill="#1f5593"/><circle cx="84" cy="74" r="46" fill="#d8903a"/><circle cx="84" cy="74" r="39" fill="${pizzaColour}"/>` +
    `<circle cx="70" cy="62" r="6" fill="#e5432f"/><circle cx="96" cy="82" r="6" fill="#3a9a3a"/><circle cx="88" cy="56" r="5" fill="#f6c21c"/>` +
    `<rect x="150" y="92" width="30" height="84" rx="8" fill="#c0392b"/><rect x="150" y="116" width="30" height="22" fill="#fff" opacity=".8"/>`
  );
}

function essential(kind: 'cheese' | 'sachet' | 'base' | 'bread'): string {
  const art = {
    cheese: `<path d="M36 130L150 70L170 130z" fill="#f7cf4a"/><path d="M36 130h134v26H36z" fill="#e9b92a"/><circle cx="100" cy="112" r="8" fill="#e9b92a"/><circle cx="135" cy="100" r="5" fill="#e9b92a"/><circle cx="70" cy="142" r="5" fill="#d4a21e"/>`,
    sachet: [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${44 + i * 40}" y="${60 + i * 12}" width="44" height="76" rx="4" fill="${['#c0392b', '#27ae60', '#d35400'][i]}" transform="rotate(${-10 + i * 10} ${66 + i * 40} ${98 + i * 12})"/>`,
      )
      .join(''),
    base: `<ellipse cx="100" cy="140" rx="74" ry="22" fill="#e8c48f"/><ellipse cx="100" cy="124" rx="74" ry="22" fill="#f0d3a2"/><ellipse cx="100" cy="108" rx="74" ry="22" fill="#f6dfb5" stroke="#e0bb80" stroke-width="3"/>`,
    bread: `<path d="M40 150V96q0-34 60-34t60 34v54z" fill="#d99a4e"/><path d="M52 150V100q0-26 48-26t48 26v50z" fill="#f6e3c0"/>`,
  }[kind];
  return `<rect width="200" height="200" rx="24" fill="#f3f7ec"/>${art}`;
}

function itemArt(product: ProductSeed): string {
  const rand = random(product.id);
  const arts: Record<string, () => string> = {
    PAS401: () => bowl('#d2462e', rand),
    PAS402: () => bowl('#f4ead2', rand),
    SID501: () => sticks('#f0c27b', rand),
    SID502: () => loaf('#e0a45a', '#f7e08a'),
    SID503: () => wedges('#e9a53c', rand),
    SID504: () => loaf('#d9984e', '#f1f1e6'),
    SID505: () => sticks('#f7cf4a', rand, '#c0392b'),
    SID506: () => loaf('#c98944', '#8a4526'),
    CHK601: () => chicken('#c8502a', rand, 'wing'),
    CHK602: () => chicken('#c98a3e', rand, 'bite'),
    CHK603: () => chicken('#e07a2c', rand, 'strip'),
    DES801: () => dessert('lava'),
    DES802: () => dessert('jamun'),
    DES803: () => dessert('mousse'),
    DES804: () => dessert('brownie'),
    CMB901: () => combo('#f9dc7a'),
    CMB902: () => combo('#e5a15a'),
    CMB903: () => combo('#f6d36b'),
    CMB904: () => combo('#fbe3a0'),
    ESS951: () => essential('cheese'),
    ESS952: () => essential('sachet'),
    ESS953: () => essential('base'),
    ESS954: () => essential('bread'),
  };
  const drinks: Record<string, [string, 'glass' | 'bottle']> = {
    BEV701: ['#f6e27a', 'glass'],
    BEV702: ['#3b1e12', 'bottle'],
    BEV703: ['#f7b733', 'glass'],
    BEV704: ['#b98a5e', 'glass'],
    BEV705: ['#cde8f6', 'bottle'],
  };
  const drinkSpec = drinks[product.code];
  if (drinkSpec) return svg(SIZE, SIZE, drink(...drinkSpec));
  const draw = arts[product.code];
  if (!draw) throw new Error(`No illustration for ${product.code}; add one to generate-images.ts.`);
  return svg(SIZE, SIZE, draw());
}

const BANNER_WIDTH = 640;
const BANNER_HEIGHT = 240;

const BANNER_ART: Record<string, { from: string; to: string; art: string }> = {
  edv: {
    from: '#0b5394',
    to: '#1c7ed6',
    art: `<circle cx="440" cy="130" r="70" fill="#d8903a"/><circle cx="440" cy="130" r="60" fill="#f9dc7a"/><circle cx="420" cy="112" r="9" fill="#e5432f"/><circle cx="460" cy="146" r="9" fill="#3a9a3a"/><circle cx="540" cy="150" r="56" fill="#d8903a"/><circle cx="540" cy="150" r="47" fill="#f9dc7a"/><circle cx="530" cy="140" r="7" fill="#b3261e"/><path d="M540 40h64l14 30-14 30h-64z" fill="#ffd43b"/><circle cx="556" cy="70" r="6" fill="#0b5394"/>`,
  },
  offers: {
    from: '#c2255c',
    to: '#f06595',
    art: `<rect x="400" y="60" width="200" height="120" rx="16" fill="#fff"/><path d="M470 60v120" stroke="#f06595" stroke-width="4" stroke-dasharray="10 8"/><circle cx="530" cy="100" r="12" fill="none" stroke="#c2255c" stroke-width="6"/><circle cx="566" cy="144" r="12" fill="none" stroke="#c2255c" stroke-width="6"/><path d="M572 90l-48 60" stroke="#c2255c" stroke-width="7" stroke-linecap="round"/><circle cx="430" cy="120" r="18" fill="#ffd43b"/>`,
  },
  irctc: {
    from: '#1864ab',
    to: '#4dabf7',
    art: `<rect x="340" y="110" width="280" height="70" rx="14" fill="#e03131"/><rect x="360" y="122" width="40" height="26" rx="4" fill="#d0ebff"/><rect x="414" y="122" width="40" height="26" rx="4" fill="#d0ebff"/><rect x="468" y="122" width="40" height="26" rx="4" fill="#d0ebff"/><circle cx="380" cy="186" r="12" fill="#343a40"/><circle cx="580" cy="186" r="12" fill="#343a40"/><rect x="320" y="198" width="320" height="6" fill="#495057"/><rect x="530" y="60" width="70" height="46" rx="4" fill="#f4ebe0"/><circle cx="565" cy="83" r="16" fill="#d8903a"/>`,
  },
  bestsellers: {
    from: '#e67700',
    to: '#fab005',
    art: `<circle cx="480" cy="130" r="84" fill="#d8903a"/><circle cx="480" cy="130" r="74" fill="#c84b2c"/><circle cx="480" cy="130" r="66" fill="#f9dc7a"/><circle cx="456" cy="110" r="10" fill="#b3261e"/><circle cx="504" cy="150" r="10" fill="#b3261e"/><circle cx="500" cy="104" r="6" fill="#3a9a3a"/><path d="M580 40l11 23 25 3-18 17 5 25-23-12-23 12 5-25-18-17 25-3z" fill="#fff3bf" stroke="#f08c00" stroke-width="3"/>`,
  },
  'world-pizza-league': {
    from: '#2b8a3e',
    to: '#51cf66',
    art: `<circle cx="540" cy="140" r="54" fill="#fff"/><path d="M540 112l24 18-9 28h-30l-9-28z" fill="#212529"/><path d="M540 86v26M564 130l26-8M555 158l16 22M525 158l-16 22M516 130l-26-8" stroke="#212529" stroke-width="4"/><circle cx="420" cy="130" r="60" fill="#d8903a"/><circle cx="420" cy="130" r="51" fill="#f9dc7a"/><circle cx="404" cy="116" r="8" fill="#b3261e"/><circle cx="436" cy="146" r="8" fill="#b3261e"/>`,
  },
  leaderboard: {
    from: '#5f3dc4',
    to: '#845ef7',
    art: `<rect x="400" y="140" width="70" height="60" fill="#ced4da"/><rect x="470" y="110" width="70" height="90" fill="#ffd43b"/><rect x="540" y="160" width="70" height="40" fill="#e8590c"/><path d="M485 40h40v20q0 26-20 30-20-4-20-30z" fill="#ffe066" stroke="#f08c00" stroke-width="3"/><rect x="498" y="90" width="14" height="12" fill="#f08c00"/><rect x="488" y="100" width="34" height="8" rx="2" fill="#f08c00"/>`,
  },
  essentials: {
    from: '#087f5b',
    to: '#20c997',
    art: `<path d="M400 110h200l-22 90H422z" fill="#f4a261"/><path d="M430 110l40-56M570 110l-40-56" stroke="#6c4f3d" stroke-width="8" stroke-linecap="round"/><path d="M430 110V84q0-30 50-30t50 30v26z" fill="#d99a4e"/><path d="M520 110l60-36 14 36z" fill="#f7cf4a"/><rect x="396" y="104" width="208" height="14" rx="6" fill="#e76f51"/>`,
  },
  hygiene: {
    from: '#0c8599',
    to: '#3bc9db',
    art: `<path d="M500 36l80 28v50q0 60-80 92-80-32-80-92V64z" fill="#fff"/><path d="M500 52l64 22v40q0 48-64 74-64-26-64-74V74z" fill="#e3fafc"/><path d="M466 122l24 24 46-52" stroke="#0c8599" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
};

function bannerArt(id: string): string {
  const spec = BANNER_ART[id];
  if (!spec) throw new Error(`No banner illustration for ${id}; add one to generate-images.ts.`);
  return svg(
    BANNER_WIDTH,
    BANNER_HEIGHT,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.from}"/><stop offset="1" stop-color="${spec.to}"/></linearGradient></defs>` +
      `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#g)"/><circle cx="40" cy="220" r="90" fill="#fff" opacity=".08"/><circle cx="300" cy="10" r="60" fill="#fff" opacity=".08"/>${spec.art}`,
  );
}

function write(path: string, content: string): void {
  const file = join(PUBLIC_DIR, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
}

for (const product of PRODUCTS) write(product.image, isPizza(product) ? pizzaArt(product) : itemArt(product));
for (const banner of BANNERS) write(bannerImage(banner.id), bannerArt(banner.id));
console.log(`Wrote ${PRODUCTS.length} menu and ${BANNERS.length} banner images under ${PUBLIC_DIR}/images.`);
