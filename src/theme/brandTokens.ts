import { colorThemeSetting } from '../core/settingsParsing/settingValues';
import { AA_CONTRAST, BLACK, WHITE, contrastRatio, mix, parseColor, readableTextOn, toHex } from './contrast';

export type ColorScheme = 'light' | 'dark';

/** The colours spec 3's color_theme may give; each is optional. */
export interface BrandColors {
  primary?: string;
  accent?: string;
  background?: string;
  text?: string;
  surface?: string;
}

const BRAND_COLOR_KEYS = ['primary', 'accent', 'background', 'text', 'surface'] as const;

/** The colour tokens a theme sets; the names are tokens.css's custom properties. */
export type ColorTokens = Readonly<Record<`--sb-color-${string}`, string>>;

/** tokens.css's light values: the fallback where a brand gives no colour. */
export const LIGHT_TOKENS = {
  '--sb-color-bg': '#f2f4f3',
  '--sb-color-surface': '#ffffff',
  '--sb-color-text': '#16211d',
  '--sb-color-text-muted': '#4b5a54',
  '--sb-color-border': '#cfd8d4',
  '--sb-color-primary': '#0b3d2e',
  '--sb-color-primary-text': '#ffffff',
  '--sb-color-header-bg': '#0b3d2e',
  '--sb-color-header-text': '#ffffff',
  '--sb-color-accent': '#0a7d4f',
  '--sb-color-accent-text': '#ffffff',
  '--sb-color-link': '#0a7d4f',
  '--sb-color-badge-bg': '#ffd23f',
  '--sb-color-badge-text': '#16211d',
  '--sb-color-focus': '#1565c0',
  /* Refusals and errors (a stake under the minimum), and a price moving up. */
  '--sb-color-danger': '#b91c1c',
  '--sb-color-success': '#15803d',
  '--sb-color-shadow': 'rgb(16 33 29 / 12%)',
  '--sb-color-shadow-strong': 'rgb(0 0 0 / 25%)',
} as const satisfies ColorTokens;

/**
 * The dark scheme's own surfaces and texts. A brand's background, surface and text are
 * light-scheme colours, so dark mode keeps these and takes only primary and accent.
 */
export const DARK_TOKENS = {
  '--sb-color-bg': '#0f1412',
  '--sb-color-surface': '#1a2320',
  '--sb-color-text': '#e8eeeb',
  '--sb-color-text-muted': '#a9b8b1',
  '--sb-color-border': '#3a4943',
  '--sb-color-primary': '#0b3d2e',
  '--sb-color-primary-text': '#ffffff',
  '--sb-color-header-bg': '#0b3d2e',
  '--sb-color-header-text': '#ffffff',
  '--sb-color-accent': '#2fb67c',
  '--sb-color-accent-text': '#000000',
  '--sb-color-link': '#2fb67c',
  '--sb-color-badge-bg': '#ffd23f',
  '--sb-color-badge-text': '#16211d',
  '--sb-color-focus': '#8ab4f8',
  '--sb-color-danger': '#f87171',
  '--sb-color-success': '#4ade80',
  // On a dark page a shadow shows only when it is darker and denser.
  '--sb-color-shadow': 'rgb(0 0 0 / 45%)',
  '--sb-color-shadow-strong': 'rgb(0 0 0 / 60%)',
} as const satisfies ColorTokens;

/**
 * The usable colours of a color_theme setting (a JSON string or an object). Only hex and
 * rgb() colours are taken, normalised to hex: anything else is dropped rather than
 * written into a style, so a back-office typo cannot inject CSS.
 */
export function brandColors(setting: unknown): BrandColors {
  const parsed = colorThemeSetting(setting);
  if (!parsed.ok) return {};
  const colors: BrandColors = {};
  for (const key of BRAND_COLOR_KEYS) {
    const rgb = parseColor(parsed.value[key]);
    if (rgb) colors[key] = toHex(rgb);
  }
  return colors;
}

/** The lowest contrast of a text colour over several backgrounds. */
function worstContrast(text: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(text, background)));
}

/** The preferred text colour if it passes AA on every background, else black or white. */
function textFor(preferred: string, backgrounds: readonly string[]): string {
  if (worstContrast(preferred, backgrounds) >= AA_CONTRAST) return preferred;
  return worstContrast(BLACK, backgrounds) >= worstContrast(WHITE, backgrounds) ? BLACK : WHITE;
}

/** A softer text colour that still passes AA, or the full text colour when none does. */
function mutedFor(preferred: string, text: string, backgrounds: readonly string[]): string {
  const candidates = [preferred, ...[0.35, 0.25, 0.15].map((weight) => mix(text, backgrounds[0] as string, weight))];
  return candidates.find((candidate) => worstContrast(candidate, backgrounds) >= AA_CONTRAST) ?? text;
}

/** A signal colour (danger, success) where it passes AA on the page's backgrounds, else the text colour. */
function signalFor(preferred: string, text: string, backgrounds: readonly string[]): string {
  return worstContrast(preferred, backgrounds) >= AA_CONTRAST ? preferred : text;
}

/**
 * Text in the accent colour (links): the accent itself where it passes AA on the page's
 * backgrounds, else the accent deepened (light) or lifted (dark) until it does. A bright
 * brand yellow stays recognisably the brand's, just readable.
 */
function linkFor(accent: string, text: string, backgrounds: readonly string[], scheme: ColorScheme): string {
  const towards = scheme === 'dark' ? WHITE : BLACK;
  const candidates = [accent, ...[0.2, 0.35, 0.5, 0.65].map((weight) => mix(accent, towards, weight))];
  return candidates.find((candidate) => worstContrast(candidate, backgrounds) >= AA_CONTRAST) ?? text;
}

/**
 * color_theme as custom properties for one scheme. The header takes the primary colour
 * (darkened in dark mode so it does not glare), and every text colour over a brand colour
 * is chosen for WCAG AA contrast (4.5:1): an operator's text colour is kept only where it
 * passes, black or white otherwise.
 */
export function brandTokens(colors: BrandColors, scheme: ColorScheme): ColorTokens {
  const base = scheme === 'dark' ? DARK_TOKENS : LIGHT_TOKENS;
  const light = scheme === 'light';
  const bg = (light && colors.background) || base['--sb-color-bg'];
  const surface = (light && colors.surface) || base['--sb-color-surface'];
  const text = textFor((light && colors.text) || base['--sb-color-text'], [bg, surface]);
  const primary = colors.primary ? (light ? colors.primary : mix(colors.primary, BLACK, 0.35)) : base['--sb-color-primary'];
  const accent = colors.accent ?? base['--sb-color-accent'];
  const themed = light && (colors.background || colors.surface || colors.text);
  return {
    ...base,
    '--sb-color-bg': bg,
    '--sb-color-surface': surface,
    '--sb-color-text': text,
    '--sb-color-text-muted': mutedFor(themed ? mix(text, surface, 0.3) : base['--sb-color-text-muted'], text, [bg, surface]),
    '--sb-color-border': themed ? mix(text, surface, 0.8) : base['--sb-color-border'],
    '--sb-color-primary': primary,
    '--sb-color-primary-text': readableTextOn(primary),
    '--sb-color-header-bg': primary,
    '--sb-color-header-text': readableTextOn(primary),
    '--sb-color-accent': accent,
    '--sb-color-accent-text': readableTextOn(accent),
    '--sb-color-link': linkFor(accent, text, [bg, surface], scheme),
    '--sb-color-danger': signalFor(base['--sb-color-danger'], text, [bg, surface]),
    '--sb-color-success': signalFor(base['--sb-color-success'], text, [bg, surface]),
  };
}
