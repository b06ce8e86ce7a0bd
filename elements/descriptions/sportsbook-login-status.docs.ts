/** The docs half of <sportsbook-login-status>'s description (elements/descriptions/sportsbook-login-status.ts): read by the build tools only. */
import type { ElementDocs } from './elementDescription.ts';
import { PAGE_SETTING_DOCS } from './pageSettings.docs.ts';
import type { sportsbookLoginStatusShape } from './sportsbook-login-status.ts';

export const sportsbookLoginStatusDocs = {
  tagName: 'sportsbook-login-status',
  className: 'SportsbookLoginStatusElement',
  description:
    'Franco mode\'s login-status widget (lit-html, no React): "Log in", or the player, balance, "Log out" and notifications. Its own script, dist/sportsbook-login-status.js, loads it alone; with the SDK on the page it shows the page runtime\'s session and each attribute is a page setting (docs/franco.md).',
  attributes: {
    brand: { ...PAGE_SETTING_DOCS.brand, description: 'Brand id (lowercase letters, digits, dashes). Alone, the widget only reports it in sportsbook-ready; with the SDK it is the page\'s brand.' },
    locale: { type: 'string', default: '"en"', description: 'Two-letter language code: the texts and the balance format follow it live (built-in texts for en, es, fr, pt, sw; English otherwise).' },
    apiBase: { ...PAGE_SETTING_DOCS.apiBase, description: 'Address of the franco API the widget asks for the profile and balance (alone), or the operator API of the page\'s sportsbook (with the SDK).' },
    token: { type: 'string', default: 'none (logged out)', description: 'The franco access token the casino got from the session service. Removing it logs the widget out (sportsbook-logout reason "host"). Never echoed to the console.' },
    hostOrigin: PAGE_SETTING_DOCS.hostOrigin,
    mode: { ...PAGE_SETTING_DOCS.mode, default: '"franco"', description: 'Alone, reported in sportsbook-ready and otherwise unused; with the SDK it is the page\'s mode.' },
  },
  events: ['sportsbook-ready', 'sportsbook-login', 'sportsbook-logout', 'sportsbook-balance', 'sportsbook-login-requested'],
  parts: {
    container: 'The widget\'s box.',
    button: 'Every button of the widget (with one of the names below).',
    'login-button': 'The "Log in" button (logged out).',
    'logout-button': 'The "Log out" button (logged in).',
    'notifications-button': 'The bell button that opens the notifications.',
    'clear-button': 'The button that clears the notifications.',
    username: 'The player\'s name.',
    balance: 'The balance.',
    notifications: 'The notifications list.',
  },
  methods: false,
} as const satisfies ElementDocs<typeof sportsbookLoginStatusShape>;
