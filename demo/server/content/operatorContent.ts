/**
 * The operator's CMS content the SDK shows around the odds (spec 2, 3, 7): page layouts,
 * HTML widgets, adverts for every audience, submenus, news popups.
 */
export const PAGE_LAYOUTS = [
  { name: 'Default', url: '/*', column_type: 'triple', left_column: [{ name: 'html_widget', id: 1 }], right_column: [{ name: 'advert', id: 11 }, { name: 'advert', id: 12 }], centre_column_bottom: [{ name: 'html_widget', id: 2 }] },
  { name: 'Default', url: '/*/sports/10001*', column_type: 'side_right', left_column: [], right_column: [{ name: 'advert', id: 13 }, { name: 'html_widget', id: 3 }], centre_column_bottom: [] },
  { name: 'Default', url: '/*/account*', column_type: 'single', left_column: [], right_column: [], centre_column_bottom: [] },
];

export const HTML_WIDGETS: Record<number, { id: number; name: string; active: boolean; content: string }> = {
  1: { id: 1, name: 'Responsible gaming', active: true, content: '<h3>Play responsibly</h3><p>Set deposit limits in <a href="/account">My Account</a>. 18+ only.</p>' },
  2: { id: 2, name: 'Footer links', active: true, content: '<p><a href="/promotions">Promotions</a> · <a href="/account">Help</a></p><script>window.__sandboxWidgetScriptRan = true</script>' },
  3: { id: 3, name: 'Acca boost', active: true, content: '<strong>Acca boost</strong><p>Up to 25% extra on multiples of 8 or more.</p><img src="x" onerror="window.__sandboxWidgetXss = true">' },
  4: { id: 4, name: 'Inactive widget', active: false, content: '<p>Not live yet.</p>' },
};

const advert = (id: number, audience: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  audience,
  name,
  description: `${name}: ${audience.toLowerCase().replace(/_/g, ' ')} offer.`,
  width_in_pixels: 280,
  height_in_pixels: 160,
  attachment_path: `/api/advert-assets/${id}.svg`,
  link: '/promotions',
  link_name: 'Find out more',
  popup: false,
  popup_allow_resize: false,
  popup_allow_scrollbars: false,
  popup_height: 0,
  popup_width: 0,
  show_description: true,
  ...extra,
});

export const ADVERTS: Record<number, ReturnType<typeof advert>> = {
  11: advert(11, 'ALL', 'Weekend football'),
  12: advert(12, 'LOGGED_OUT', 'Welcome bonus'),
  13: advert(13, 'LOGGED_IN', 'Reload bonus'),
  14: advert(14, 'LOGGED_IN_DEPOSITED', 'VIP club'),
  15: advert(15, 'LOGGED_IN_NOT_DEPOSITED', 'First deposit bonus'),
  16: advert(16, 'LOGGED_IN_NOT_PLAYED', 'Free first bet'),
  17: advert(17, 'IMPORTED_LIST', 'Invitation only', { importedUsernames: ['highroller', 'demo'] }),
  18: advert(18, 'ALL', 'Live streaming', { popup: true, popup_width: 800, popup_height: 450, popup_allow_resize: true, popup_allow_scrollbars: false, link: '/live/sport/' }),
  19: advert(19, 'just_registered', 'New player guide'),
};

export const SUBMENUS: Record<number, { id: number; links: { id: number; name: string; url: string }[] }> = {
  1: {
    id: 1,
    links: [
      { id: 1, name: 'Football', url: '/sports/240-FOOT' },
      { id: 2, name: 'Live', url: '/live/sport/' },
      { id: 3, name: 'Tennis', url: '/sports/239-TENN' },
      { id: 4, name: 'Basketball', url: '/sports/227-BASK' },
      { id: 5, name: 'Jackpot', url: '/jackpot' },
      { id: 6, name: 'Virtuals', url: '/sports/kiron' },
      { id: 7, name: 'Promotions', url: '/promotions' },
      { id: 8, name: 'VIP', url: '/promotions#vip' },
      { id: 9, name: 'Chat', url: 'https://chat.sandbox.test/' },
    ],
  },
};

/**
 * Who gets NEWS_POPUPS (docs/news-popups.md "The sandbox's popups"): `seeded`, every page
 * (the demo, `npm start`); `on-request`, only a request that asks with the sandbox's test
 * header `X-Sandbox-News-Popups: seeded`, every other one an empty list, so a test world's
 * pages start without a modal over them and the one spec about popups asks for its own page.
 * A test's own popups (PUT /sandbox/content) are served to everyone in both.
 */
export type SeededNewsPopups = 'seeded' | 'on-request';
export const SEEDED_NEWS_POPUPS_CHOICES: readonly SeededNewsPopups[] = ['seeded', 'on-request'];
/** The request header a page's request asks for the seeded popups with in `on-request` (a Playwright route adds it). */
export const NEWS_POPUPS_HEADER = 'x-sandbox-news-popups';

export const NEWS_POPUPS = [
  { id: 1, title: 'Welcome to the sandbox', pages: [{ title: 'Live betting', body: 'Over 40 events are live right now.' }, { title: 'Cash out', body: 'Cash out open bets from My Bets.' }] },
];
