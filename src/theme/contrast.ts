/**
 * WCAG 2 colour contrast, for picking text colours over operator-chosen brand colours.
 * Pure: colours in, numbers out.
 */

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

export type Rgb = readonly [red: number, green: number, blue: number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i;

/** '#abc', '#aabbcc' or 'rgb(r, g, b)' as channels 0-255; anything else (names, hsl ...) is null. */
export function parseColor(value: unknown): Rgb | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
  }
  const rgb = RGB.exec(text);
  if (rgb) {
    const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
    return channels.every((channel) => channel <= 255) ? (channels as unknown as Rgb) : null;
  }
  return null;
}

export function toHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The WCAG contrast ratio of two colours, 1 to 21; NaN when either cannot be read. */
export function contrastRatio(first: string, second: string): number {
  const a = parseColor(first);
  const b = parseColor(second);
  if (!a || !b) return Number.NaN;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const BLACK = '#000000';
export const WHITE = '#ffffff';

/**
 * Black or white, whichever contrasts more with the background. One of the two always
 * reaches at least 4.58:1, so text in this colour passes AA on any background.
 */
export function readableTextOn(background: string): string {
  return contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
}

/** The preferred text colour when it passes AA on the background, else black or white. */
export function ensureContrast(preferred: string | null | undefined, background: string, minimum = AA_CONTRAST): string {
  return preferred && contrastRatio(preferred, background) >= minimum ? preferred : readableTextOn(background);
}

/** Mixes a colour towards another: weight 0 keeps `from`, 1 gives `to`. */
export function mix(from: string, to: string, weight: number): string {
  const a = parseColor(from);
  const b = parseColor(to);
  if (!a || !b) return from;
  return toHex(a.map((channel, index) => channel + ((b[index] as number) - channel) * weight) as unknown as Rgb);
}
