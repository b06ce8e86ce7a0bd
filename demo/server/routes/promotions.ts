import { Hono, type Context } from 'hono';
import type { Accounts } from '../accounts/accounts';
import type { Brand } from '../content/brands';
import type { ContentOverridesStore } from '../content/contentOverrides';
import { SEED_PROMOTIONS, brandAmount, type PromotionLanguage, type SeedPromotion } from '../content/promotions';
import { isResponse, requireSession } from '../http/auth';
import { errorBody, requestContext } from '../http/requestContext';
import type { StateStore } from '../sandboxState';

const DAY_MS = 86_400_000;
const LANGUAGES: readonly PromotionLanguage[] = ['en', 'es', 'fr', 'pt', 'sw'];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
const languageOf = (locale: string): PromotionLanguage => (LANGUAGES.find((language) => locale.toLowerCase().startsWith(language)) ?? 'en');
const offeredTo = (promotion: SeedPromotion, brand: Brand) => promotion.brands === 'all' || promotion.brands.includes(brand.id);
/** Days are counted from the start of the sandbox's current day, so dates do not move within a day. */
const dayStart = (now: number) => now - (now % DAY_MS);

/**
 * The operator's promotions (spec 7 names only promotions/epw; these paths are ours,
 * docs/api.md "Promotions", docs/promotions.md):
 *   GET  /xapi/rest/promotions               the brand's running and coming promotions, in the request's language
 *   GET  /xapi/rest/promotions/:id           one promotion with its full terms (HTML)
 *   POST /xapi/rest/promotions/:id/opt-in    a logged-in player opts in (recorded per player)
 * With a bearer token the list and detail say whether that player is in (`optedIn`).
 * Sandbox only: GET /sandbox/promotions/opt-ins lists what was recorded, DELETE forgets it;
 * PUT /sandbox/content { promotions: { list: 'none' | 'fail', optIn: 'fail' } } empties or breaks the service.
 */
export function promotionRoutes(accounts: Accounts, store: StateStore, overrides: ContentOverridesStore, now: () => number = Date.now): Hono {
  const app = new Hono();
  const optInsOf = (accountId: string) => store.state.promotionOptIns?.[accountId] ?? {};
  // A token is optional here: an unknown or expired one answers as logged out, never 401.
  const optedInAccount = (c: Context) => accounts.sessionFromHeader(c.req.header('authorization'))?.accountId ?? null;

  const summary = (promotion: SeedPromotion, brand: Brand, language: PromotionLanguage, accountId: string | null) => {
    const texts = promotion.texts[language];
    const fill = (text: string) => text.replaceAll('{amount}', brandAmount(promotion, brand));
    const start = dayStart(now());
    return {
      id: promotion.id,
      title: fill(texts.title),
      summary: fill(texts.summary),
      imageUrl: `/api/promotion-assets/${promotion.id}.svg`,
      startsAt: new Date(start + promotion.startsInDays * DAY_MS).toISOString(),
      endsAt: promotion.endsInDays === null ? null : new Date(start + promotion.endsInDays * DAY_MS).toISOString(),
      optIn: promotion.optIn,
      optedIn: accountId === null || !promotion.optIn ? null : optInsOf(accountId)[promotion.id] !== undefined,
      cta: { label: texts.ctaLabel, link: promotion.link },
      termsHtml: fill(texts.termsHtml),
    };
  };

  const unavailable = (c: Context) => c.json(errorBody('promotions-unavailable', 'The promotions service is failing (PUT /sandbox/content { promotions: { list: "fail" } }); try again.'), 503);
  const brandPromotions = (brand: Brand) => (overrides.current.promotions.list === 'none' ? [] : SEED_PROMOTIONS.filter((promotion) => offeredTo(promotion, brand)));

  app.get('/xapi/rest/promotions', (c) => {
    if (overrides.current.promotions.list === 'fail') return unavailable(c);
    const { brand, locale } = requestContext(c);
    const accountId = optedInAccount(c);
    // The list carries no terms: they can be long, and only the detail shows them.
    const promotions = brandPromotions(brand).map((promotion) => {
      const { termsHtml: _terms, ...rest } = summary(promotion, brand, languageOf(locale), accountId);
      return rest;
    });
    return c.json({ promotions });
  });

  app.get('/xapi/rest/promotions/:id', (c) => {
    if (overrides.current.promotions.list === 'fail') return unavailable(c);
    const { brand, locale } = requestContext(c);
    const promotion = brandPromotions(brand).find((candidate) => candidate.id === c.req.param('id'));
    if (!promotion) return c.json(errorBody('promotion-not-found', `No promotion ${c.req.param('id')} for ${brand.name}.`), 404);
    return c.json(summary(promotion, brand, languageOf(locale), optedInAccount(c)));
  });

  app.post('/xapi/rest/promotions/:id/opt-in', (c) => {
    const session = requireSession(c, accounts);
    if (isResponse(session)) return session;
    const player = accounts.byAccount(session.accountId);
    const brand = requestContext(c).brand;
    const promotion = brandPromotions(brand).find((candidate) => candidate.id === c.req.param('id'));
    if (!promotion) return c.json(errorBody('promotion-not-found', `No promotion ${c.req.param('id')} for ${brand.name}.`), 404);
    if (!promotion.optIn) return c.json(errorBody('opt-in-not-offered', `${promotion.id} applies to every player; there is nothing to opt in to.`), 409);
    // 409, not 403: a 403 on an authenticated call means the session is refused, and logs the player out (spec 6).
    if (player?.excludedFromPromotions) return c.json(errorBody('excluded-from-promotions', 'This account is excluded from promotions.'), 409);
    if (overrides.current.promotions.optIn === 'fail') return c.json(errorBody('opt-in-failed', 'The opt-in could not be recorded (PUT /sandbox/content { promotions: { optIn: "fail" } }); try again.'), 503);
    // Opting in twice keeps the first time: the offer counts from then.
    const at = store.mutate((state) => {
      const mine = (state.promotionOptIns ??= {})[session.accountId] ?? {};
      mine[promotion.id] ??= new Date(now()).toISOString();
      state.promotionOptIns[session.accountId] = mine;
      return mine[promotion.id] as string;
    });
    return c.json({ id: promotion.id, optedIn: true, optedInAt: at });
  });

  // The banner image: the promotion's title on its colour (640 x 240).
  app.get('/api/promotion-assets/:file', (c) => {
    const promotion = SEED_PROMOTIONS.find((candidate) => `${candidate.id}.svg` === c.req.param('file'));
    if (!promotion) return c.json(errorBody('not-found', `No promotion image ${c.req.param('file')}.`), 404);
    const title = escapeXml(promotion.texts.en.title.replace(/\s*\{amount\}/g, ''));
    const banner = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="240" viewBox="0 0 640 240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${promotion.hue} 75% 32%)"/><stop offset="1" stop-color="hsl(${(promotion.hue + 40) % 360} 80% 22%)"/></linearGradient></defs><rect width="640" height="240" fill="url(#g)"/><circle cx="560" cy="40" r="120" fill="#fff" fill-opacity="0.08"/><circle cx="600" cy="220" r="90" fill="#fff" fill-opacity="0.06"/><text x="40" y="140" font-family="sans-serif" font-size="40" font-weight="800" fill="#fff">${title}</text></svg>`;
    return c.body(banner, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' });
  });

  app.get('/sandbox/promotions/opt-ins', (c) => {
    const accountId = c.req.query('accountId');
    const all = store.state.promotionOptIns ?? {};
    const optIns = Object.entries(all)
      .filter(([account]) => accountId === undefined || account === accountId)
      .flatMap(([account, byPromotion]) => Object.entries(byPromotion).map(([promotionId, at]) => ({ accountId: account, promotionId, at })));
    return c.json({ optIns });
  });
  app.delete('/sandbox/promotions/opt-ins', (c) => {
    store.mutate((state) => {
      state.promotionOptIns = {};
    });
    return c.json({ optIns: [] });
  });
  return app;
}
