import fs from 'node:fs';
import path from 'node:path';

/**
 * The design tokens as the stylesheets have them (src/styles/_tokens.scss),
 * in the form getComputedStyle reports colours, so a test compares what the
 * page shows with the token instead of a copied `rgb()` value.
 */
const TOKENS = path.resolve(__dirname, '../../../src/styles/_tokens.scss');

/** '#dbeafe' → 'rgb(219, 234, 254)'. */
export function hexToRgb(hex: string): string {
  const digits = /^#([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!digits) throw new Error(`${hex} is not a six-digit colour`);
  const [red, green, blue] = [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}

export interface Tone {
  background: string;
  color: string;
}

/** Each status tone of the `$tones` map (name: (background, text)), as computed colours. */
export function tones(): Record<string, Tone> {
  const source = fs.readFileSync(TOKENS, 'utf8');
  const map = /\$tones:\s*\(([\s\S]*?)\n\);/.exec(source)?.[1];
  if (!map) throw new Error(`No $tones map in ${TOKENS}`);
  const entries = [...map.matchAll(/^\s*'?([a-z]+)'?:\s*\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/gim)].map(
    ([, name, background, color]) => [name as string, { background: hexToRgb(background as string), color: hexToRgb(color as string) }] as const,
  );
  if (entries.length === 0) throw new Error(`The $tones map in ${TOKENS} lists no tone`);
  return Object.fromEntries(entries);
}
