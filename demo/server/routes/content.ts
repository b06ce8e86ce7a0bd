import { Hono } from 'hono';
import { BRANDS, brandById } from '../content/brands';
import { ODDS_LADDER, brandMargins, eventPowerOdds } from '../content/brandMargins';
import { allowedHostOrigins } from '../content/allowedHostOrigins';
import { operatorPageUrls } from '../content/operatorPageUrls';
import { partnerGameSettings } from '../partners/partnerOrigin';
import { ADVERTS, HTML_WIDGETS, NEWS_POPUPS, NEWS_POPUPS_HEADER, PAGE_LAYOUTS, SUBMENUS, type SeededNewsPopups } from '../content/operatorContent';
import { brandSettingsOverride, createContentOverrides, type ContentOverridesStore } from '../content/contentOverrides';
import { errorBody, requestContext } from '../http/requestContext';
import { menuLinkName } from '../world/localisedNames';
import type { World } from '../world/world';
import { sportIconKey, sportIconSvg } from '../content/sportIcons';

/** A name as SVG text: an advert's name comes from the operator (or a test's hostile content). */
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A sandbox brand's logo: a round mark in the brand's accent with its initial, then its name in
 * white (the header is the brand's primary colour in both schemes); long names are fitted to
 * the 160 x 40 box. The favicon is the mark alone.
 */
const logoSvg = (name: string, primary: string, accent: string) => {
  const initial = escapeXml(name.trim().charAt(0).toUpperCase());
  const label = escapeXml(name);
  const fit = name.length > 9 ? ' textLength="112" lengthAdjust="spacingAndGlyphs"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><circle cx="20" cy="20" r="16" fill="${accent}"/><text x="20" y="26.5" font-family="system-ui, sans-serif" font-size="18" font-weight="800" fill="${primary}" text-anchor="middle">${initial}</text><text x="44" y="27" font-family="system-ui, sans-serif" font-size="19" font-weight="800" letter-spacing=".3" fill="#ffffff"${fit}>${label}</text></svg>`;
};

const faviconSvg = (name: string, primary: string, accent: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="${accent}"/><text x="16" y="22.5" font-family="system-ui, sans-serif" font-size="18" font-weight="800" fill="${primary}" text-anchor="middle">${escapeXml(name.trim().charAt(0).toUpperCase())}</text></svg>`;

/**
 * Operator content and settings (spec 7 "Content and settings"). `hostPageOrigins` are the
 * demo host pages' origins, allowed to frame the site (allowed_host_origins). What a test
 * put in `overrides` (PUT /sandbox/content) wins over the seeded content. `newsPopups` says
 * who gets the seeded news popups (operatorContent.ts SeededNewsPopups).
 */
export function contentRoutes(world: World, hostPageOrigins: readonly string[] = [], overrides: ContentOverridesStore = createContentOverrides(), newsPopups: SeededNewsPopups = 'on-request'): Hono {
  const app = new Hono();
  const widgetById = (id: number) => overrides.current.htmlWidgets[id] ?? HTML_WIDGETS[id];
  const advertById = (id: number) => (overrides.current.adverts[id] ? ({ id, ...ADVERTS[id], ...overrides.current.adverts[id] } as NonNullable<(typeof ADVERTS)[number]>) : ADVERTS[id]);

  // Spec 7: cached=t&all=t for every channel, or c={currency}&cached=t for one brand.
  app.get('/api/all_cached_settings', (c) => {
    const context = requestContext(c);
    const byCurrency = c.req.query('c');
    const brands = c.req.query('all') === 't' ? BRANDS : [byCurrency ? (BRANDS.find((brand) => brand.currency === byCurrency.toUpperCase()) ?? context.brand) : context.brand];
    const channels = ['web', 'mobile'];
    const now = Date.now();
    return c.json(
      Object.fromEntries(
        brands.map((brand) => [
          brand.id,
          Object.fromEntries(
            channels.map((channel) => [
              channel,
              {
                ...brand.settings,
                brand: brand.id,
                brand_name: brand.name,
                locale: brand.locales.includes(context.locale) ? context.locale : brand.defaultLocale,
                channel,
                default_locale: brand.defaultLocale,
                languages: brand.locales.map((locale) => ({ id: locale, name: locale.toUpperCase(), external_locale: `${locale}-${locale.toUpperCase()}`, locale })),
                last_publication_timestamp: new Date(now - (now % 3_600_000)).toISOString(),
                page_layouts: PAGE_LAYOUTS,
                allowed_host_origins: allowedHostOrigins(c.req.url, hostPageOrigins),
                // The sandbox operator's own pages (routes/operatorPages.ts), on the origin the settings were asked of.
                ...operatorPageUrls(c.req.url),
                // The partner pages this brand offers, at the sandbox's partner origin (partners/partnerOrigin.ts).
                partner_games: partnerGameSettings(c.req.url, brand.id),
                ...overrides.current.settings,
                ...brandSettingsOverride(overrides.current, brand.id, channel),
              },
            ]),
          ),
        ]),
      ),
    );
  });

  // Advert banners (280 x 160, spec 2's advert width): the advert's name on a colour of its own.
  app.get('/api/advert-assets/:file', (c) => {
    const advert = advertById(Number.parseInt(c.req.param('file'), 10));
    if (!advert) return c.json(errorBody('not-found', `No advert image ${c.req.param('file')}.`), 404);
    const hue = (advert.id * 47) % 360;
    const banner = `<svg xmlns="http://www.w3.org/2000/svg" width="280" height="160" viewBox="0 0 280 160"><rect width="280" height="160" rx="8" fill="hsl(${hue} 70% 30%)"/><text x="140" y="88" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(String(advert.name))}</text></svg>`;
    return c.body(banner, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' });
  });

  // Spec 1: icons are served from /next/svgs/{iconType}/. The sandbox has the sports' icons.
  app.get('/next/svgs/:iconType/:file', (c) => {
    const key = c.req.param('iconType') === 'sports' ? sportIconKey(c.req.param('file')) : null;
    if (key === null) return c.json(errorBody('not-found', `No icon ${c.req.param('iconType')}/${c.req.param('file')}: the sandbox serves sports icons only, as /next/svgs/sports/{CODE}.svg (FOOT.svg, TENN-india.svg).`), 404);
    return c.body(sportIconSvg(key), 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
  });

  app.get('/api/brand-assets/:brand/:file', (c) => {
    const brand = brandById(c.req.param('brand'));
    const { primary, accent } = JSON.parse(String(brand.settings.color_theme)) as { primary: string; accent: string };
    const image = c.req.param('file') === 'favicon.svg' ? faviconSvg(brand.name, primary, accent) : logoSvg(brand.name, primary, accent);
    return c.body(image, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' });
  });

  app.get('/api/html_widgets/:id', (c) => {
    const widget = widgetById(Number(c.req.param('id')));
    if (!widget || (c.req.query('active') === 'true' && !widget.active)) return c.json(errorBody('not-found', `No active HTML widget ${c.req.param('id')}.`), 404);
    return c.json({ id: widget.id, name: widget.name, content: widget.content });
  });

  app.get('/api/adverts/jackpot_banner', (c) => c.json({ ...ADVERTS[11], name: 'Jackpot banner', link: '/jackpot', description: `${world.jackpots.length} jackpots are open.` }));
  app.get('/api/adverts/jackpot_bets', (c) => c.json(world.jackpots.map((jackpot) => ({ id: jackpot.id, name: jackpot.name, prize: jackpot.prize, currency: jackpot.currency }))));
  app.get('/api/adverts/:id', (c) => {
    const advert = advertById(Number(c.req.param('id')));
    // Spec 7: a response with a status field is a failure.
    if (!advert) return c.json({ status: 404, message: `No advert ${c.req.param('id')}.` });
    return c.json({ ...advert, player_type: c.req.query('player_type') ?? 'standard' });
  });

  app.get('/api/submenus/:id', (c) => {
    const override = overrides.current.submenus[Number(c.req.param('id'))];
    const seeded = SUBMENUS[Number(c.req.param('id'))];
    if (override) return c.json(override);
    if (!seeded) return c.json(errorBody('not-found', `No submenu ${c.req.param('id')}.`), 404);
    // The seeded links in the page's language (an operator's own, put through /sandbox/content, as given).
    const { locale } = requestContext(c);
    return c.json({ ...seeded, links: seeded.links.map((link) => ({ ...link, name: menuLinkName(link.name, locale) })) });
  });

  app.get('/api/news_popups', (c) => {
    if (overrides.current.newsPopups !== null) return c.json(overrides.current.newsPopups);
    return c.json(newsPopups === 'seeded' || c.req.header(NEWS_POPUPS_HEADER) === 'seeded' ? NEWS_POPUPS : []);
  });

  app.get('/api/gcb_seals', (c) => c.json({ token: `seal-${(c.req.query('host') ?? 'localhost').replace(/[^a-z0-9.-]/gi, '')}`, certificateUrl: 'https://seal.sandbox.test/certificate' }));

  app.get('/api/external_header', (c) =>
    c.json(overrides.current.externalHeader ?? { css: '.ext-header{background:#111;color:#fff;padding:8px 16px;font:14px sans-serif}', js: '', html: '<div class="ext-header">Operator header (external)</div>' }),
  );

  // Margins depend on the override brand (demo/server/content/brandMargins.ts); version 0
  // with type=POWER_ODDS and an eventId answers that event's power odds only (spec 7).
  app.get('/xapi/rest/oddsLadderAndMargins/:version', (c) => {
    const eventId = c.req.query('eventId');
    const overrideBrand = c.req.query('overrideBrand') ?? null;
    const powerOdds = c.req.query('type') === 'POWER_ODDS' && eventId;
    return c.json({
      version: Number(c.req.param('version')),
      overrideBrand,
      data: { margins: powerOdds ? eventPowerOdds(world, eventId) : brandMargins(world, overrideBrand), odds: ODDS_LADDER },
    });
  });

  return app;
}
