import { expect, test } from '@playwright/test';
import { API_ORIGIN, RELIABILITY_CONTENT_ORIGINS, RELIABILITY_FEED_ORIGINS, RELIABILITY_ORIGINS, WORLD_ORIGINS } from './origins';

/**
 * The budgets run last "on an otherwise quiet machine" (docs/performance.md), yet the other
 * sandboxes' worlds kept ticking after their specs had ended: five worlds moving for nobody
 * on a 2-core runner. Everything else is done when this runs (playwright.config.ts), so
 * their worlds stop; only the budget sandbox is left to the budget specs.
 */
test('the other sandboxes stand still while the budgets run', async ({ request }) => {
  for (const api of [API_ORIGIN, WORLD_ORIGINS.api, RELIABILITY_ORIGINS.api, RELIABILITY_FEED_ORIGINS.api, RELIABILITY_CONTENT_ORIGINS.api]) {
    const frozen = await request.post(`${api}/sandbox/feed`, { data: { frozen: true } });
    expect(frozen.ok(), `${api} froze`).toBe(true);
  }
});
