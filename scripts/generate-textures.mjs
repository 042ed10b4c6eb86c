#!/usr/bin/env node
/**
 * Writes the shop's stone images as small, deterministic SVG files:
 *
 *   public/images/products/{id}-{1,2,3}.svg  three views per catalogue stone
 *   public/images/placeholder.svg            neutral stand-in for broken images
 *   public/images/hero/{1,2,3}.svg           1600x900 home slider backgrounds
 *   public/images/portfolio/{1..6}.svg       800x600 project scenes
 *
 * Granites are speckled (SVG fractal noise mapped onto a few mineral tones),
 * marbles are veined (turbulence "creases" drawn as thin lines on a pale or
 * dark ground). The id, category and colour of every product are read from
 * src/features/catalogue/products.ts with a regular expression, so the images
 * follow the catalogue without importing TypeScript.
 *
 * Every random choice comes from a seeded generator: running the script twice
 * produces byte-identical files. Usage: node scripts/generate-textures.mjs
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const IMAGES = join(ROOT, 'public', 'images');
const CATALOGUE = join(ROOT, 'src', 'features', 'catalogue', 'products.ts');
const MAX_BYTES = 20 * 1024;

// ------------------------------------------------------------ small helpers

/** Seeded pseudo-random numbers in [0, 1): a 32-bit xorshift with a scrambled seed. */
function seededRandom(seed) {
  let state = (Math.imul(seed + 1, 2654435761) ^ 0x5bd1e995) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}

/** Compact number text: at most `digits` decimals, no trailing zeros. */
function num(value, digits = 1) {
  return String(Number(value.toFixed(digits)));
}

function hexToRgb(hex) {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function rgbToHex([r, g, b]) {
  const clamp = (c) => Math.max(0, Math.min(255, Math.round(c)));
  return `#${((1 << 24) | (clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).slice(1)}`;
}

/** Moves a colour a little, so two stones of one family are not identical. */
function nudge(hex, random, amount) {
  const shift = (random() * 2 - 1) * amount;
  return rgbToHex(hexToRgb(hex).map((c) => c + shift + (random() * 2 - 1) * amount * 0.4));
}

function svg(width, height, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">${body}</svg>\n`
  );
}

/** Per-channel lookup tables (0..1) for feComponentTransfer from a list of colours. */
function channelTables(colours) {
  const rgb = colours.map(hexToRgb);
  return [0, 1, 2].map((channel) => rgb.map((c) => num(c[channel] / 255, 3)).join(' '));
}

// ----------------------------------------------------------- filter pieces

/**
 * Granite grain: fractal noise, contrast stretched, then cut into discrete
 * bands. The middle bands carry the ground colour, the outer bands become
 * dark and light crystals.
 */
function grainFilter(id, palette, { frequency, seed, octaves = 3, contrast = 2 }) {
  const [ground0, ground1, ground2] = palette.ground;
  const bands = [
    palette.low[0],
    palette.low[1],
    ground2,
    ground0,
    ground2,
    ground1,
    ground0,
    ground1,
    ground2,
    palette.high[0],
    palette.high[1],
  ];
  const [r, g, b] = channelTables(bands);
  const k = num(contrast, 2);
  const c = num(0.5 - contrast * 0.5, 3);
  return (
    `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${typeof frequency === 'number' ? num(frequency, 3) : frequency}" numOctaves="${octaves}" seed="${seed}"/>` +
    `<feColorMatrix values="${k} 0 0 0 ${c} ${k} 0 0 0 ${c} ${k} 0 0 0 ${c} 0 0 0 0 1"/>` +
    `<feComponentTransfer><feFuncR type="discrete" tableValues="${r}"/>` +
    `<feFuncG type="discrete" tableValues="${g}"/><feFuncB type="discrete" tableValues="${b}"/></feComponentTransfer>` +
    `</filter>`
  );
}

/** Soft, large-scale clouding in one colour whose opacity follows low-frequency noise. */
function cloudFilter(id, colour, { frequency, seed, strength = 2.6, bias = -0.95 }) {
  const [r, g, b] = hexToRgb(colour).map((c) => num(c / 255, 3));
  return (
    `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${num(frequency, 4)}" numOctaves="3" seed="${seed}"/>` +
    `<feColorMatrix values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} ${num(strength, 2)} 0 0 0 ${num(bias, 2)}"/>` +
    `</filter>`
  );
}

/**
 * Marble veins: contour lines of smooth fractal noise. The noise value is
 * moved into alpha and a lookup table lets only narrow bands around a few
 * levels through, so every level becomes a long, winding, unbroken vein.
 * `steps` sets the table length: more steps give thinner veins.
 */
function veinFilter(id, colour, { fx, fy, seed, levels, steps = 40, octaves = 4 }) {
  const [r, g, b] = hexToRgb(colour).map((c) => num(c / 255, 3));
  const table = new Array(steps + 1).fill(0);
  for (const [level, strength] of levels) {
    const index = Math.round(level * steps);
    table[index] = Math.max(table[index], strength);
    table[index - 1] = Math.max(table[index - 1] ?? 0, strength * 0.35);
    table[index + 1] = Math.max(table[index + 1] ?? 0, strength * 0.35);
  }
  return (
    `<filter id="${id}" color-interpolation-filters="sRGB">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${num(fx, 4)} ${num(fy, 4)}" numOctaves="${octaves}" seed="${seed}"/>` +
    `<feColorMatrix values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} 1 0 0 0 0"/>` +
    `<feComponentTransfer><feFuncA type="table" tableValues="${table.map((v) => num(v, 2)).join(' ')}"/></feComponentTransfer>` +
    `</filter>`
  );
}

/**
 * Grain laid over whatever a group draws: grey noise multiplied onto the
 * source and clipped to its shape. Used for scenes built from flat shapes.
 */
function texturedFilter(id, { frequency, seed, depth = 0.35 }) {
  const k = num(depth * 2.2, 2);
  const c = num(1 - depth * 1.4, 2);
  return (
    `<filter id="${id}" color-interpolation-filters="sRGB">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${num(frequency, 3)}" numOctaves="3" seed="${seed}"/>` +
    `<feColorMatrix values="${k} 0 0 0 ${c} ${k} 0 0 0 ${c} ${k} 0 0 0 ${c} 0 0 0 0 1"/>` +
    `<feBlend in2="SourceGraphic" mode="multiply"/>` +
    `<feComposite in2="SourceGraphic" operator="in"/>` +
    `</filter>`
  );
}

function linear(id, [x1, y1, x2, y2], stops) {
  const body = stops
    .map(([offset, colour, opacity = 1]) =>
      `<stop offset="${offset}" stop-color="${colour}"${opacity === 1 ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${body}</linearGradient>`;
}

function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.7 } = {}) {
  const body = stops
    .map(([offset, colour, opacity = 1]) =>
      `<stop offset="${offset}" stop-color="${colour}"${opacity === 1 ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${body}</radialGradient>`;
}

const rect = (width, height, attrs) => `<rect width="${width}" height="${height}" ${attrs}/>`;

// --------------------------------------------------------------- palettes

/** Granite colour families: ground tones plus dark and light crystal tones. */
const GRANITE = {
  white: { ground: ['#e3dfd7', '#eeebe5', '#d3cfc7'], low: ['#222226', '#57565a'], high: ['#a09e9a', '#84827f'] },
  black: { ground: ['#151517', '#1c1c1f', '#232327'], low: ['#09090a', '#0e0e10'], high: ['#3b3b40', '#5a5a60'] },
  gray: { ground: ['#6b6c70', '#7b7c80', '#5c5d61'], low: ['#1b1b1e', '#33343a'], high: ['#b7b8bb', '#d4d5d7'] },
  brown: { ground: ['#4b2f22', '#5b3928', '#3e271d'], low: ['#120c0a', '#1f1512'], high: ['#7d3d2b', '#98552f'] },
  green: { ground: ['#1f3b2d', '#294a37', '#183126'], low: ['#0a120e', '#101b15'], high: ['#4e6c57', '#6b8871'] },
  blue: { ground: ['#4a5767', '#56657a', '#3e4a59'], low: ['#191e26', '#252c37'], high: ['#8c9bb1', '#a6b2c4'] },
  pink: { ground: ['#c99b8f', '#d6ab9e', '#b98b80'], low: ['#2b2527', '#55504f'], high: ['#e6d2c9', '#8f8c89'] },
  red: { ground: ['#8f3b2f', '#a1473a', '#7d3127'], low: ['#1b1414', '#2f2625'], high: ['#ba6c5e', '#6e6b69'] },
  mixed: { ground: ['#6b5b6d', '#8b7b87', '#b4a59f'], low: ['#1e1a1f', '#3c3341'], high: ['#d9d0c5', '#e8dfd4'] },
};

/** A few stones have a signature mineral that the family palette would miss. */
const GRANITE_OVERRIDES = {
  3: { high: ['#3b3b40', '#c9a24f'] }, // Black Galaxy: golden bronzite flecks
  7: { high: ['#8c9bb1', '#7a2a2e'] }, // Vizag Blue: garnet spots
  10: { high: ['#9d9b98', '#6f2531'] }, // Kashmir White: small garnets
  14: { high: ['#6b3a22', '#a26a33'] }, // Coffee Brown: amber crystals
  15: { ground: ['#9b4d41', '#b87b6d', '#6f6567'], low: ['#1b1616', '#3a3234'], high: ['#dcaba2', '#cfc8c3'] },
};

/** Marble families: ground, clouding and vein colours. */
const MARBLE = {
  white: { base: '#f2f0eb', cloud: '#d9d5cd', vein: '#8f8c87', hair: '#b4b0a9' },
  black: { base: '#19191b', cloud: '#2b2b30', vein: '#dcdcdc', hair: '#77777c' },
  gray: { base: '#b9babd', cloud: '#9c9da1', vein: '#505156', hair: '#7c7d82' },
  brown: { base: '#dcb56c', cloud: '#c49449', vein: '#8a5d29', hair: '#a77a3e' },
  green: { base: '#1e4634', cloud: '#2f6a4e', vein: '#cfe4d5', hair: '#79a88d' },
  blue: { base: '#c7d0da', cloud: '#a6b3c2', vein: '#4d5b6d', hair: '#7b8797' },
  pink: { base: '#edd3c9', cloud: '#dcb5a9', vein: '#a57d72', hair: '#c29d92' },
  red: { base: '#b9574a', cloud: '#9c4238', vein: '#f0d6cc', hair: '#d9998c' },
  mixed: { base: '#dccbac', cloud: '#b69c79', vein: '#6e5844', hair: '#8f7760' },
};

// --------------------------------------------------------------- catalogue

/** Reads id, category and colour of every product from products.ts. */
function readCatalogue() {
  const source = readFileSync(CATALOGUE, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const entries = [];
  const pattern = /\bid:\s*(\d+),([\s\S]*?)(?=\bid:\s*\d+,|$)/g;
  for (const match of source.matchAll(pattern)) {
    const category = /\bcategory:\s*'(\w+)'/.exec(match[2])?.[1];
    const color = /\bcolor:\s*'(\w+)'/.exec(match[2])?.[1];
    if (!category || !color) throw new Error(`Product ${match[1]}: category or color not found`);
    entries.push({ id: Number(match[1]), category, color });
  }
  const ids = entries.map((entry) => entry.id).sort((a, b) => a - b);
  if (ids.length === 0 || ids.some((id, index) => id !== index + 1)) {
    throw new Error(`Expected product ids 1..n in ${relative(ROOT, CATALOGUE)}, found ${ids.join(', ')}`);
  }
  for (const entry of entries) {
    const families = entry.category === 'marble' ? MARBLE : GRANITE;
    if (!(entry.color in families)) throw new Error(`Product ${entry.id}: no palette for ${entry.color}`);
  }
  return entries;
}

// ---------------------------------------------------------- product views

const W = 800;
const H = 600;

/** Shared overlay for view 3: a diagonal polish sheen and a bullnose front edge. */
function sheenAndEdge(dark) {
  const defs =
    linear('sh', [0, 0, 1, 0.7], [
      [0, '#fff', 0],
      [0.38, '#fff', 0],
      [0.5, '#fff', dark ? 0.22 : 0.45],
      [0.62, '#fff', 0],
    ]) +
    linear('ed', [0, 0, 0, 1], [
      [0, '#fff', dark ? 0.35 : 0.6],
      [0.08, '#fff', 0],
      [0.2, '#000', 0.12],
      [1, '#000', 0.55],
    ]);
  const body =
    `<rect width="${W}" height="470" fill="url(#sh)"/>` +
    `<rect y="462" width="${W}" height="138" fill="url(#ed)"/>` +
    `<rect y="596" width="${W}" height="4" fill="#000" fill-opacity=".5"/>`;
  return { defs, body };
}

function granitePalette(product, random) {
  const base = { ...GRANITE[product.color], ...GRANITE_OVERRIDES[product.id] };
  return {
    ground: base.ground.map((c) => nudge(c, random, 7)),
    low: base.low,
    high: base.high,
  };
}

function graniteViews(product) {
  const random = seededRandom(product.id * 97);
  const palette = granitePalette(product, random);
  const dark = ['black', 'green', 'brown'].includes(product.color);
  const frequency = 0.16 + random() * 0.08;
  const seed = product.id * 7;
  // Mixed stones (migmatites, gneisses) show flowing bands rather than an even
  // speckle: stretch the noise so it runs in streaks, and add octaves for grain.
  const banded = product.color === 'mixed';
  const grain = (scale) =>
    banded
      ? { frequency: `${num(frequency * scale * 0.1, 4)} ${num(frequency * scale * 0.5, 4)}`, octaves: 6 }
      : { frequency: frequency * scale, octaves: 3 };
  const clouds = cloudFilter('c', palette.ground[2], { frequency: 0.004, seed: seed + 1, strength: 2, bias: -1.05 });

  // 1: the full slab, fine even grain with gentle tonal drift.
  const slab = svg(
    W,
    H,
    `<defs>${grainFilter('g', palette, { ...grain(1), seed })}${clouds}` +
      linear('l', [0, 0, 1, 1], [[0, '#fff', 0.1], [0.5, '#fff', 0], [1, '#000', 0.18]]) +
      `</defs>${rect(W, H, 'filter="url(#g)"')}${rect(W, H, 'filter="url(#c)"')}${rect(W, H, 'fill="url(#l)"')}`,
  );

  // 2: close-up, large crystals with a few sharp-edged mineral grains on top.
  const crystals = [];
  const crystalColours = [...palette.low, ...palette.high];
  for (let i = 0; i < 34; i += 1) {
    const x = random() * W;
    const y = random() * H;
    const size = 5 + random() * 13;
    const a = random() * Math.PI;
    const points = [0, 1, 2, 3].map((corner) => {
      const angle = a + corner * (Math.PI / 2) + (random() - 0.5) * 0.9;
      const reach = size * (0.55 + random() * 0.6);
      return `${num(x + Math.cos(angle) * reach, 0)} ${num(y + Math.sin(angle) * reach, 0)}`;
    });
    const colour = crystalColours[Math.floor(random() * crystalColours.length)];
    crystals.push(`<path d="M${points.join('L')}Z" fill="${colour}" fill-opacity=".85"/>`);
  }
  const closeUp = svg(
    W,
    H,
    `<defs>${grainFilter('g', palette, { ...grain(0.35), seed: seed + 2, contrast: 1.8 })}` +
      radial('v', [[0.55, '#000', 0], [1, '#000', 0.35]], { r: 0.75 }) +
      `</defs>${rect(W, H, 'filter="url(#g)"')}${crystals.join('')}${rect(W, H, 'fill="url(#v)"')}`,
  );

  // 3: polished surface with a light sheen and the rounded front edge.
  const finish = sheenAndEdge(dark);
  const edge = svg(
    W,
    H,
    `<defs>${grainFilter('g', palette, { ...grain(1.15), seed: seed + 3 })}${finish.defs}</defs>` +
      `${rect(W, H, 'filter="url(#g)"')}${finish.body}`,
  );
  return [slab, closeUp, edge];
}

function marbleLayers(colours, { seed, scale, rotate }) {
  // The vein rectangle is oversized and rotated so the veins run diagonally
  // while still covering the whole picture.
  const defs =
    cloudFilter('c', colours.cloud, { frequency: 0.005 / scale, seed: seed + 1, strength: 1.6, bias: -0.62 }) +
    veinFilter('v', colours.vein, {
      fx: 0.0018 / scale,
      fy: 0.0045 / scale,
      seed,
      levels: [[0.5, 1]],
      steps: 48,
      octaves: 4,
    }) +
    veinFilter('h', colours.hair, {
      fx: 0.004 / scale,
      fy: 0.01 / scale,
      seed: seed + 5,
      levels: [[0.36, 0.7], [0.62, 0.6]],
      steps: 64,
      octaves: 3,
    });
  const turn = `transform="rotate(${rotate} 400 300)"`;
  const body =
    rect(W, H, `fill="${colours.base}"`) +
    rect(W, H, 'filter="url(#c)"') +
    `<rect x="-300" y="-300" width="1400" height="1200" filter="url(#h)" opacity=".35" ${turn}/>` +
    `<rect x="-300" y="-300" width="1400" height="1200" filter="url(#v)" opacity=".8" ${turn}/>`;
  return { defs, body };
}

function marbleViews(product) {
  const random = seededRandom(product.id * 131);
  const family = MARBLE[product.color];
  const colours = { ...family, base: nudge(family.base, random, 5), cloud: nudge(family.cloud, random, 6) };
  const dark = ['black', 'green'].includes(product.color);
  const seed = product.id * 11;
  const rotate = Math.round(-40 + random() * 80);

  const full = marbleLayers(colours, { seed, scale: 1, rotate });
  const slab = svg(
    W,
    H,
    `<defs>${full.defs}${linear('l', [0, 0, 1, 1], [[0, '#fff', 0.12], [0.5, '#fff', 0], [1, '#000', 0.12]])}</defs>` +
      `${full.body}${rect(W, H, 'fill="url(#l)"')}`,
  );

  const near = marbleLayers(colours, { seed: seed + 3, scale: 1.8, rotate: rotate + 25 });
  const closeUp = svg(
    W,
    H,
    `<defs>${near.defs}${radial('r', [[0.6, '#000', 0], [1, '#000', 0.22]], { r: 0.75 })}</defs>` +
      `${near.body}${rect(W, H, 'fill="url(#r)"')}`,
  );

  const polished = marbleLayers(colours, { seed: seed + 7, scale: 1.4, rotate: -rotate });
  const finish = sheenAndEdge(dark);
  const edge = svg(W, H, `<defs>${polished.defs}${finish.defs}</defs>${polished.body}${finish.body}`);
  return [slab, closeUp, edge];
}

// ------------------------------------------------------------ other images

function placeholder() {
  return svg(
    W,
    H,
    rect(W, H, 'fill="#d4d5d7"') +
      `<g fill="none" stroke="#9a9ca0" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">` +
      `<path d="M250 400 350 250 405 325 455 270 550 400Z"/>` +
      `<circle cx="500" cy="215" r="24"/>` +
      `<rect x="220" y="170" width="360" height="260" rx="18"/></g>`,
  );
}

/** An isometric block: top, front and side faces. */
function block(x, y, w, h, d, [top, front, side]) {
  const dx = d * 0.7;
  const dy = d * 0.45;
  return (
    `<path d="M${num(x)} ${num(y)}l${num(dx)} -${num(dy)}h${num(w)}l-${num(dx)} ${num(dy)}Z" fill="${top}"/>` +
    `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${front}"/>` +
    `<path d="M${num(x + w)} ${num(y)}l${num(dx)} -${num(dy)}v${num(h)}l-${num(dx)} ${num(dy)}Z" fill="${side}"/>`
  );
}

/** Lines of a tiled floor seen in perspective, from the horizon down to the bottom edge. */
function floorLines(width, height, horizon, vanishX, columns, rows, stroke, opacity) {
  const lines = [];
  for (let i = -columns; i <= columns * 2; i += 1) {
    const bottomX = (i / columns) * width;
    lines.push(`M${num(vanishX + (bottomX - vanishX) * 0.06, 0)} ${horizon + 6}L${num(bottomX, 0)} ${height}`);
  }
  for (let j = 1; j <= rows; j += 1) {
    const depth = (j / rows) ** 2.2;
    const y = horizon + 6 + (height - horizon - 6) * depth;
    lines.push(`M0 ${num(y, 0)}H${width}`);
  }
  return `<path d="${lines.join('')}" stroke="${stroke}" stroke-opacity="${opacity}" stroke-width="2" fill="none"/>`;
}

/**
 * Bronze and silver crystals scattered over the slab. Besides looking like
 * Black Galaxy up close, the detail gives the home page's largest image enough
 * bytes per pixel that browsers count it as the Largest Contentful Paint
 * (images too uniform to matter are skipped for LCP).
 */
function crystals(random, count, colours) {
  const groups = colours.map(() => []);
  for (let i = 0; i < count; i += 1) {
    const x = 160 + random() * 1460;
    const y = 110 + random() * 770;
    const size = 1.5 + random() * 3.5;
    groups[i % colours.length].push(`M${num(x, 0)} ${num(y, 0)}h${num(size)}v${num(size * 0.8)}h-${num(size)}z`);
  }
  return groups.map((d, index) => `<path d="${d.join('')}" fill="${colours[index]}"/>`).join('');
}

function hero1() {
  // A polished dark granite slab on an easel-like tilt, lit from the top right.
  const palette = { ...GRANITE.black, ...GRANITE_OVERRIDES[3] };
  const slab = '160 250 1500 110 1620 720 220 880';
  const flecks = crystals(seededRandom(303), 1400, ['#c9a24f', '#8d7440', '#5a5a60', '#d8c48a']);
  return svg(
    1600,
    900,
    `<defs>${linear('bg', [0, 0, 1, 1], [[0, '#2b2f35'], [1, '#0d0f12']])}` +
      grainFilter('g', palette, { frequency: 0.32, seed: 301 }) +
      `<clipPath id="k"><polygon points="${slab}"/></clipPath>` +
      linear('sh', [0, 0, 1, 0.6], [[0.2, '#fff', 0], [0.48, '#fff', 0.18], [0.7, '#fff', 0]]) +
      linear('dk', [0, 0, 1, 0], [[0, '#000', 0.6], [0.6, '#000', 0.25], [1, '#000', 0.1]]) +
      `</defs>${rect(1600, 900, 'fill="url(#bg)"')}` +
      `<polygon points="220 880 1620 720 1620 748 230 900" fill="#050506"/>` +
      `<g clip-path="url(#k)">${rect(1600, 900, 'filter="url(#g)"')}${flecks}${rect(1600, 900, 'fill="url(#sh)"')}</g>` +
      `<polygon points="${slab}" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="3"/>` +
      rect(1600, 900, 'fill="url(#dk)"'),
  );
}

function hero2() {
  // A marble hall: veined floor in perspective, a row of columns, warm light.
  const columns = [];
  for (let i = 0; i < 6; i += 1) {
    const x = 110 + i * 280;
    columns.push(
      `<rect x="${x}" y="90" width="90" height="420" fill="url(#col)"/>` +
        `<rect x="${x - 14}" y="70" width="118" height="26" fill="#a9a29a"/>` +
        `<rect x="${x - 14}" y="505" width="118" height="22" fill="#8d877f"/>`,
    );
  }
  const floor = marbleLayers(MARBLE.white, { seed: 402, scale: 1.3, rotate: 12 });
  return svg(
    1600,
    900,
    `<defs>${floor.defs}${linear('wall', [0, 0, 0, 1], [[0, '#6d655d'], [1, '#a19686']])}` +
      linear('col', [0, 0, 1, 0], [[0, '#cfc8be'], [0.45, '#f1ece5'], [1, '#a39b90']]) +
      linear('fl', [0, 0, 0, 1], [[0, '#000', 0.35], [1, '#000', 0]]) +
      linear('dk', [0, 0, 0, 1], [[0, '#000', 0.55], [0.5, '#000', 0.5], [1, '#000', 0.6]]) +
      radial('lt', [[0, '#ffe4b8', 0.35], [1, '#ffe4b8', 0]], { cx: 0.5, cy: 0.2, r: 0.6 }) +
      `<clipPath id="fc"><rect y="527" width="1600" height="373"/></clipPath></defs>` +
      rect(1600, 530, 'fill="url(#wall)"') +
      `<g clip-path="url(#fc)"><g transform="translate(0 300) scale(2 1)">${floor.body}</g></g>` +
      `<rect y="527" width="1600" height="373" fill="url(#fl)"/>` +
      floorLines(1600, 900, 527, 800, 8, 6, '#3d3934', 0.35) +
      columns.join('') +
      rect(1600, 900, 'fill="url(#lt)"') +
      rect(1600, 900, 'fill="url(#dk)"'),
  );
}

function hero3() {
  // A quarry at dusk: terraced rock faces and a stack of cut blocks.
  const tones = [
    ['#8e8a86', '#6b6763', '#4f4b48'],
    ['#9c7f70', '#7a6053', '#5a463d'],
    ['#7c7f84', '#5d6065', '#45474b'],
  ];
  const blocks = [
    [180, 700, 300, 150, 130, 0],
    [500, 710, 260, 140, 120, 2],
    [300, 560, 280, 140, 120, 1],
    [1080, 690, 340, 160, 140, 1],
    [1180, 540, 240, 130, 110, 0],
    [820, 740, 220, 120, 100, 0],
  ]
    .map(([x, y, w, h, d, tone]) => block(x, y, w, h, d, tones[tone]))
    .join('');
  return svg(
    1600,
    900,
    `<defs>${linear('sky', [0, 0, 0, 1], [[0, '#1b2233'], [0.55, '#4a3f45'], [1, '#7b5a48']])}` +
      texturedFilter('t', { frequency: 0.5, seed: 503, depth: 0.4 }) +
      linear('dk', [0, 0, 1, 0], [[0, '#000', 0.55], [0.55, '#000', 0.3], [1, '#000', 0.35]]) +
      `</defs>${rect(1600, 900, 'fill="url(#sky)"')}` +
      `<g filter="url(#t)"><path d="M0 470 180 380 420 430 640 340 900 400 1120 320 1380 390 1600 350V900H0Z" fill="#3e3a38"/>` +
      `<path d="M0 560h400v-50h360v-40h420v60h420v60H1600V900H0Z" fill="#5b5653"/>` +
      `<path d="M0 640h1600V900H0Z" fill="#4a4542"/>${blocks}</g>` +
      rect(1600, 900, 'fill="url(#dk)"'),
  );
}

function portfolioScene(index) {
  const random = seededRandom(900 + index);
  const seed = 700 + index * 13;
  switch (index) {
    case 1: {
      // Kitchen with a dark granite countertop.
      const palette = { ...GRANITE.black, ...GRANITE_OVERRIDES[3] };
      return svg(
        W,
        H,
        `<defs>${grainFilter('g', palette, { frequency: 0.4, seed })}` +
          linear('w', [0, 0, 0, 1], [[0, '#e9e2d6'], [1, '#cfc5b5']]) +
          `<clipPath id="t"><path d="M60 330h680l30 26H30Z"/></clipPath></defs>` +
          rect(W, H, 'fill="url(#w)"') +
          `<rect x="80" y="60" width="640" height="150" fill="#7a5a43"/>` +
          `<path d="M400 60v150M240 60v150M560 60v150" stroke="#5e4433" stroke-width="4"/>` +
          `<rect x="60" y="210" width="680" height="120" fill="#efeae2"/>` +
          `<g clip-path="url(#t)">${rect(W, H, 'filter="url(#g)"')}</g>` +
          `<rect x="30" y="356" width="740" height="14" fill="#111"/>` +
          `<rect x="50" y="370" width="700" height="230" fill="#6f513d"/>` +
          `<path d="M283 370v230M516 370v230" stroke="#4f392b" stroke-width="5"/>` +
          `<path d="M250 470h60M483 470h60M716 470h20" stroke="#c9c2b6" stroke-width="6"/>`,
      );
    }
    case 2: {
      // Hotel lobby: white marble floor, reception desk.
      const floor = marbleLayers(MARBLE.white, { seed, scale: 0.9, rotate: 20 });
      return svg(
        W,
        H,
        `<defs>${floor.defs}${linear('w', [0, 0, 0, 1], [[0, '#3e4a55'], [1, '#5f6c77']])}` +
          `<clipPath id="f"><rect y="330" width="${W}" height="270"/></clipPath></defs>` +
          rect(W, 330, 'fill="url(#w)"') +
          `<g clip-path="url(#f)"><g transform="translate(0 160) scale(1.6 .8)">${floor.body}</g></g>` +
          floorLines(W, H, 330, 400, 6, 5, '#8a857c', 0.45) +
          `<rect x="230" y="250" width="340" height="130" fill="#2c2623"/><rect x="220" y="240" width="360" height="16" fill="#d8c7a8"/>` +
          `<rect x="90" y="60" width="110" height="190" fill="#e8d6a8" fill-opacity=".55"/>` +
          `<rect x="600" y="60" width="110" height="190" fill="#e8d6a8" fill-opacity=".55"/>`,
      );
    }
    case 3: {
      // Facade clad in red and grey granite panels.
      const panels = [];
      const windows = [];
      for (let row = 0; row < 6; row += 1) {
        for (let col = 0; col < 5; col += 1) {
          const x = 150 + col * 100;
          const y = 80 + row * 88;
          if ((row + col) % 2 === 1 && row < 5) {
            windows.push(`<rect x="${x + 6}" y="${y + 6}" width="84" height="72" fill="url(#gl)"/>`);
          } else {
            const fill = random() > 0.5 ? '#8f3b2f' : '#6b6c70';
            panels.push(`<rect x="${x}" y="${y}" width="96" height="84" fill="${fill}"/>`);
          }
        }
      }
      return svg(
        W,
        H,
        `<defs>${linear('s', [0, 0, 0, 1], [[0, '#7fa3c4'], [1, '#d7e3ec']])}` +
          texturedFilter('t', { frequency: 0.7, seed, depth: 0.45 }) +
          linear('gl', [0, 0, 1, 1], [[0, '#8fb0c9'], [0.5, '#34506a'], [1, '#22384d']]) +
          `</defs>${rect(W, H, 'fill="url(#s)"')}` +
          `<rect x="140" y="70" width="520" height="530" fill="#3a3836"/>` +
          `<g filter="url(#t)">${panels.join('')}</g>${windows.join('')}` +
          `<rect y="575" width="${W}" height="25" fill="#55524f"/>`,
      );
    }
    case 4: {
      // Staircase with grey granite treads.
      const steps = [];
      for (let i = 0; i < 9; i += 1) {
        const y = 560 - i * 58;
        const x = 80 + i * 52;
        steps.push(
          `<rect x="${x}" y="${y}" width="${640 - i * 20}" height="12" fill="#9c9da1"/>` +
            `<rect x="${x}" y="${y + 12}" width="${640 - i * 20}" height="46" fill="#5f6064"/>`,
        );
      }
      return svg(
        W,
        H,
        `<defs>${linear('w', [0, 0, 1, 0], [[0, '#d9d3c8'], [1, '#b3ab9e']])}` +
          texturedFilter('t', { frequency: 0.6, seed, depth: 0.5 }) +
          `</defs>${rect(W, H, 'fill="url(#w)"')}` +
          `<g filter="url(#t)">${steps.reverse().join('')}</g>` +
          `<path d="M110 480 526 16" stroke="#2b2b2b" stroke-width="8" fill="none"/>` +
          `<path d="M110 480v80M266 306v80M422 132v80" stroke="#2b2b2b" stroke-width="5"/>`,
      );
    }
    case 5: {
      // Bathroom: green marble wall, white vanity top, mirror.
      const wall = marbleLayers(MARBLE.green, { seed, scale: 1.1, rotate: -25 });
      return svg(
        W,
        H,
        `<defs>${wall.defs}${linear('m', [0, 0, 1, 1], [[0, '#dfe8ea'], [1, '#9fb2b8']])}</defs>` +
          wall.body +
          `<rect x="250" y="60" width="300" height="220" rx="10" fill="url(#m)" stroke="#c7b27c" stroke-width="8"/>` +
          `<rect x="130" y="360" width="540" height="30" fill="#f1eee8"/>` +
          `<ellipse cx="400" cy="372" rx="90" ry="10" fill="#d6d2ca"/>` +
          `<path d="M400 362v-40h28" stroke="#c7b27c" stroke-width="8" fill="none"/>` +
          `<rect x="150" y="390" width="500" height="210" fill="#ece7df"/>` +
          `<path d="M400 390v210" stroke="#cfc8bd" stroke-width="4"/>`,
      );
    }
    default: {
      // Temple courtyard: pink paving, white pillars, evening sky.
      const floor = marbleLayers(MARBLE.pink, { seed, scale: 0.8, rotate: 8 });
      const pillars = [80, 250, 480, 650]
        .map((x) => `<rect x="${x}" y="120" width="70" height="250" fill="#efe9df"/><rect x="${x - 10}" y="105" width="90" height="20" fill="#d9d0c2"/>`)
        .join('');
      return svg(
        W,
        H,
        `<defs>${floor.defs}${linear('s', [0, 0, 0, 1], [[0, '#e7a977'], [1, '#f6dcc0']])}` +
          `<clipPath id="f"><rect y="370" width="${W}" height="230"/></clipPath></defs>` +
          rect(W, 370, 'fill="url(#s)"') +
          `<path d="M60 120h680l-40-50H100Z" fill="#d9d0c2"/>` +
          pillars +
          `<g clip-path="url(#f)"><g transform="translate(0 185) scale(1.5 .7)">${floor.body}</g></g>` +
          floorLines(W, H, 370, 400, 6, 4, '#b08c80', 0.6),
      );
    }
  }
}

// ------------------------------------------------------------------- main

function write(path, content) {
  const target = join(IMAGES, path);
  mkdirSync(dirname(target), { recursive: true });
  const bytes = Buffer.byteLength(content);
  // Product images are budgeted at 20 KB each; the hero is one large picture with room to spare.
  const limit = path.startsWith('hero/') ? 2 * MAX_BYTES : MAX_BYTES;
  if (bytes > limit) throw new Error(`${path} is ${bytes} bytes, over the ${limit} byte limit`);
  writeFileSync(target, content);
  return bytes;
}

function main() {
  const sizes = [];
  for (const product of readCatalogue()) {
    const views = product.category === 'marble' ? marbleViews(product) : graniteViews(product);
    views.forEach((content, index) => {
      sizes.push(write(`products/${product.id}-${index + 1}.svg`, content));
    });
  }
  sizes.push(write('placeholder.svg', placeholder()));
  [hero1, hero2, hero3].forEach((draw, index) => sizes.push(write(`hero/${index + 1}.svg`, draw())));
  for (let index = 1; index <= 6; index += 1) sizes.push(write(`portfolio/${index}.svg`, portfolioScene(index)));

  const largest = Math.max(...sizes);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  console.log(`Wrote ${sizes.length} SVG files to ${relative(ROOT, IMAGES)} (${total} bytes, largest ${largest}).`);
}

main();
