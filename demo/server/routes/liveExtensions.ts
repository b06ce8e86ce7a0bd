import { Hono } from 'hono';
import { errorBody } from '../http/requestContext';
import type { LiveExtensions } from '../liveExtensions';

/**
 * Sandbox control (docs/api.md "Sandbox controls"): POST /sandbox/extensions
 * `{ "liveExtensions": false }` makes the snapshot, the push stream and the changes poll
 * answer 404, as an operator with only the spec's calls; `true` brings them back.
 */
export function liveExtensionRoutes(extensions: LiveExtensions): Hono {
  const app = new Hono();
  app.get('/sandbox/extensions', (c) => c.json({ liveExtensions: extensions.enabled }));
  app.post('/sandbox/extensions', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { liveExtensions?: unknown } | null;
    if (typeof body?.liveExtensions !== 'boolean') return c.json(errorBody('bad-request', 'Send { "liveExtensions": false } to answer 404 to the snapshot, the push stream and the changes poll, or { "liveExtensions": true } to serve them again.'), 400);
    extensions.set(body.liveExtensions);
    return c.json({ liveExtensions: extensions.enabled });
  });
  return app;
}
