import { Hono } from 'hono';
import type { ContentOverridesPatch, ContentOverridesStore } from '../content/contentOverrides';
import { errorBody } from '../http/requestContext';
import type { World } from '../world/world';

interface RenamePatch {
  eventId?: string;
  description?: string;
  /** The competitors' names in order (home, away). */
  competitors?: string[];
  /** By market id: its name and its outcomes' names by outcome id. */
  markets?: Record<string, { description?: string; outcomes?: Record<string, string> }>;
}

/**
 * Sandbox-only controls over what operator content and names say (docs/api.md "Sandbox
 * controls"), so a test can send its own text or markup through every slot an operator
 * fills: PUT /sandbox/content (CMS content, settings, server messages), DELETE to go back
 * to the seed, and POST /sandbox/names for team, event, market and outcome names.
 */
export function contentAdminRoutes(world: World, overrides: ContentOverridesStore): Hono {
  const app = new Hono();
  app.get('/sandbox/content', (c) => c.json(overrides.current));
  app.put('/sandbox/content', async (c) => {
    const patch = (await c.req.json().catch(() => null)) as ContentOverridesPatch | null;
    if (!patch || typeof patch !== 'object' || Array.isArray(patch)) {
      return c.json(errorBody('bad-request', 'Send a JSON object with any of htmlWidgets, adverts, submenus, newsPopups, externalHeader, settings, brandSettings, placementRefusals, promotions.'), 400);
    }
    return c.json(overrides.set(patch));
  });
  app.delete('/sandbox/content', (c) => {
    overrides.reset();
    return c.json(overrides.current);
  });
  // An operator's third-party script (third_party_scripts, docs/settings.md): it notes its
  // mark on window.__sandboxThirdParty, then throws when asked, as a broken tag would.
  app.get('/sandbox/third-party.js', (c) => {
    const mark = (c.req.query('mark') ?? 'script').replace(/[^a-z0-9-]/gi, '').slice(0, 40);
    const fail = c.req.query('throw') === '1' ? `throw new Error('third-party script ${mark} failed');` : '';
    return c.body(`(window.__sandboxThirdParty = window.__sandboxThirdParty || []).push('${mark}');${fail}\n`, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
  });
  // Renames in place: the world keeps pricing and settling the event as before.
  app.post('/sandbox/names', async (c) => {
    const patch = (await c.req.json().catch(() => null)) as RenamePatch | null;
    const event = world.events.get(String(patch?.eventId ?? ''));
    if (!patch || !event) return c.json(errorBody('event-not-found', `No event ${patch?.eventId}: send { "eventId": "...", "description": "...", "competitors": ["home", "away"], "markets": { "<marketId>": { "description": "...", "outcomes": { "<outcomeId>": "..." } } } }.`), 404);
    if (typeof patch.description === 'string') event.description = patch.description;
    // New competitor objects: a team may be shared with other fixtures, which keep their names.
    if (Array.isArray(patch.competitors)) event.competitors = event.competitors.map((competitor, index) => (typeof patch.competitors?.[index] === 'string' ? { ...competitor, name: patch.competitors[index] } : competitor));
    const markets = patch.markets ?? {};
    event.markets = event.markets.map((market) => {
      const renamed = markets[market.id];
      if (!renamed) return market;
      return {
        ...market,
        description: renamed.description ?? market.description,
        outcomes: market.outcomes.map((outcome) => ({ ...outcome, description: renamed.outcomes?.[outcome.id] ?? outcome.description })),
      };
    });
    return c.json({ eventId: event.id, description: event.description, competitors: event.competitors.map((competitor) => competitor.name) });
  });
  return app;
}
