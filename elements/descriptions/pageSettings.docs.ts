/** What each page setting attribute does (elements/descriptions/pageSettings.ts), for the docs and the manifest only. */
import type { AttributeDoc } from './elementDescription.ts';
import type { PageSettingProperty } from './pageSettings.ts';

const ODDS_FORMATS = '"euro" | "hk" | "us" | "malay" | "indo"';
const MODES = '"standalone" | "embedded" | "content-embedded" | "native-app" | "franco"';

/** What each page setting attribute does, for the docs and the manifest (never shipped in a script). */
export const PAGE_SETTING_DOCS = {
  brand: {
    type: 'string',
    default: '"default"',
    description: 'Brand id (lowercase letters, digits, dashes). A change applies the brand\'s settings, colours and languages live; the betslip stays.',
  },
  locale: {
    type: 'string',
    default: '"en" when the brand offers it, else the brand\'s default language; on the standalone site, the address\'s language',
    description: 'Two-letter language code, for example "fr". Changes the language live and fires sportsbook-language.',
  },
  apiBase: {
    type: 'string',
    default: 'the page\'s own origin',
    description: 'Address of the operator API, for example "https://api.casino.example/".',
  },
  oddsFormat: {
    type: `${ODDS_FORMATS} | ""`,
    default: 'the bettor\'s choice, else the brand\'s default_price_format',
    description: 'Odds format imposed by the host (its own odds switch); the bettor\'s switch hides while it is set. Removing it, or an empty value, gives the choice back to the bettor.',
  },
  theme: {
    type: '"light" | "dark" | "system"',
    default: 'the brand\'s default_theme_mode',
    description: 'Colour scheme; "system" follows the device. Removing it returns to the brand\'s default.',
  },
  mode: {
    type: MODES,
    default: '"standalone" (the full shell: header with login and balance, footer, columns), on a host page too',
    description: 'How the sportsbook is hosted: embedded leaves login and balance to the host, content-embedded shows the content column only, native-app adds an interaction blocker for web views, franco uses the session service (docs/embedding-modes.md).',
  },
  routing: {
    type: '"path" | "hash" | "memory"',
    default: '"memory" on a host page, "path" on the standalone site',
    description: 'Where the sportsbook keeps its route: the page path under base-path, the hash (#/en/live/...), or nowhere (the host follows sportsbook-navigate).',
  },
  basePath: {
    type: 'string',
    default: '"" (the site root)',
    description: 'With routing="path": the prefix the sportsbook lives under, for example "/sports-betting".',
  },
  token: {
    type: 'string',
    default: 'none (logged out)',
    description: 'The game token the operator\'s platform issued for the player; the sportsbook opens the player\'s session with it. A new token switches the player without a reload; removing it logs the player out (sportsbook-logout reason "host") and the betslip stays.',
  },
  hostOrigin: {
    type: 'string',
    default: 'none (no messages to a parent frame)',
    description: 'Exact origin of the page framing the sportsbook, for example "https://casino.example". Messages go only to this origin and commands are accepted only from it; removing it stops the messages.',
  },
  channel: {
    type: 'string',
    default: 'none',
    description: 'A name (up to 64 letters, digits, ".", "_", ":", "-") carried in every message to the parent frame and required on its commands, so one page can frame several sportsbooks.',
  },
} as const satisfies Record<PageSettingProperty, AttributeDoc>;
