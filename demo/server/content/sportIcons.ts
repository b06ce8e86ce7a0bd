import { parseSportKey } from '../../../src/core/index';

/**
 * The sandbox's sport icons, served at /next/svgs/sports/{CODE}.svg (spec 1: "Icons are
 * served from /next/svgs/{iconType}/"). Drawn here as 24 px line pictograms, black on
 * transparent: the SDK uses them as CSS masks, so each takes the colour of the text beside
 * it in any brand and either scheme. A sport without a drawing of its own gets the trophy.
 */
const STROKE = 'fill="none" stroke="#000" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"';

const BALL = '<circle cx="12" cy="12" r="9"/>';

const DRAWINGS: Readonly<Record<string, string>> = {
  // A ball with its centre panel and seams.
  FOOT: `${BALL}<path d="M12 8.2l3.4 2.5-1.3 4h-4.2l-1.3-4z"/><path d="M12 3v5.2M15.4 10.7l5-1.6M14.1 14.7l3.1 4.1M9.9 14.7l-3.1 4.1M8.6 10.7l-5-1.6"/>`,
  EFOT: `${BALL}<path d="M12 8.2l3.4 2.5-1.3 4h-4.2l-1.3-4z"/>`,
  BASK: `${BALL}<path d="M3 12h18M12 3v18M5.6 5.6c3.2 3 3.2 9.8 0 12.8M18.4 5.6c-3.2 3-3.2 9.8 0 12.8"/>`,
  EBSK: `${BALL}<path d="M3 12h18M12 3v18"/>`,
  TENN: `${BALL}<path d="M5.2 5.8c3.6 3.4 3.6 9 0 12.4M18.8 5.8c-3.6 3.4-3.6 9 0 12.4"/>`,
  TABL: '<circle cx="10" cy="10" r="6.5"/><path d="M14.6 14.6l5.4 5.4"/><circle cx="19" cy="6" r="1.6"/>',
  BADM: '<path d="M12 21l-3-8h6z"/><path d="M9 13L6 4M15 13l3-9M12 13V3"/>',
  VOLL: `${BALL}<path d="M12 3c-1 4 0 7 3 9M21 12c-4-1-7 0-9 3M6 19c3-1 5-4 6-7M3.5 9c3 1 6 0 8.5-3"/>`,
  BVOL: `${BALL}<path d="M12 3c-1 4 0 7 3 9M21 12c-4-1-7 0-9 3M6 19c3-1 5-4 6-7"/>`,
  CRIC: '<path d="M4 20l9.5-9.5M11 8l5-5 5 5-5 5z"/><circle cx="6" cy="7" r="2.4"/>',
  ECRI: '<path d="M4 20l9.5-9.5M11 8l5-5 5 5-5 5z"/>',
  VICR: '<path d="M4 20l9.5-9.5M11 8l5-5 5 5-5 5z"/><circle cx="6" cy="7" r="2.4"/>',
  ICEH: '<path d="M6 3l6 14h6"/><ellipse cx="8" cy="19" rx="3.5" ry="1.5"/>',
  AMFB: '<path d="M4 20c0-9 7-16 16-16 0 9-7 16-16 16z"/><path d="M9 15l6-6M10.5 10.5l3 3M12.5 8.5l3 3M8.5 12.5l3 3"/>',
  BASE: `${BALL}<path d="M7 4.5c2.5 4.5 2.5 10.5 0 15M17 4.5c-2.5 4.5-2.5 10.5 0 15"/>`,
  HAND: `${BALL}<path d="M12 3v18M3.8 8h16.4M3.8 16h16.4"/>`,
  RUGB: '<ellipse cx="12" cy="12" rx="9.5" ry="5.5" transform="rotate(-35 12 12)"/><path d="M8.5 15.5l7-7"/>',
  RUGL: '<ellipse cx="12" cy="12" rx="9.5" ry="5.5" transform="rotate(-35 12 12)"/><path d="M8.5 15.5l7-7"/>',
  DART: '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="5"/><circle cx="12" cy="12" r="1.2"/>',
  GOLF: '<path d="M8 21V3l8 3.5-8 3.5"/><ellipse cx="10" cy="20.5" rx="6" ry="1.5"/>',
  HORS: '<path d="M6 4v7a6 6 0 0 0 12 0V4"/><path d="M6 7h2M16 7h2M6 11h2M16 11h2"/>',
  GREY: '<path d="M3 18h18M5 18c1-4 4-6 8-6l3-3 3 1-1 3h-2l-2 5"/>',
  SNOO: '<circle cx="8" cy="15" r="4"/><circle cx="16.5" cy="15" r="4"/><circle cx="12.3" cy="7.5" r="4"/>',
  BOXI: '<path d="M6 10a5 5 0 0 1 10 0v4a4 4 0 0 1-4 4H9a3 3 0 0 1-3-3z"/><path d="M16 12h2a2 2 0 0 0 0-4h-2M6 14h10"/>',
  MOTO: '<path d="M5 20V4h14l-3 4 3 4H5"/>',
  CSGO: '<rect x="3" y="8" width="18" height="9" rx="4.5"/><path d="M7.5 11v3M6 12.5h3"/><circle cx="16" cy="11.5" r=".9"/><circle cx="17.5" cy="13.5" r=".9"/>',
};
// The e-sports share the controller.
const ESPORTS = ['LOLS', 'DOTA', 'VALO'];

const TROPHY = '<path d="M7 4h10v5a5 5 0 0 1-10 0z"/><path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 21h8M9 18h6"/>';

/** The SVG of a sport's icon: its own drawing, the e-sports controller, or the trophy. */
export function sportIconSvg(sportKey: string): string {
  const { code } = parseSportKey(sportKey);
  const drawing = DRAWINGS[code] ?? (ESPORTS.includes(code) ? DRAWINGS.CSGO : TROPHY);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><g ${STROKE}>${drawing}</g></svg>`;
}

/** Whether a file name asks for a sport's icon: a sport code, maybe a variant, then .svg. */
export function sportIconKey(file: string): string | null {
  const match = /^([A-Za-z]{2,5}(?:-india)?)\.svg$/.exec(file);
  return match ? (match[1] as string) : null;
}
