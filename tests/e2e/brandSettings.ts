import { expect, type APIRequestContext } from '@playwright/test';

/** Puts settings for brands at the sandbox (PUT /sandbox/content brandSettings); null removes a brand's own. */
export async function putBrandSettings(request: APIRequestContext, settings: Record<string, Record<string, unknown> | null>): Promise<void> {
  const answer = await request.put('/sandbox/content', { data: { brandSettings: settings } });
  expect(answer.ok()).toBe(true);
}

/** Gives a brand back its seeded settings, for every channel: what a settings test leaves behind. */
export const forgetBrandSettings = (request: APIRequestContext, brand: string): Promise<void> => putBrandSettings(request, { [brand]: null, [`${brand}/web`]: null, [`${brand}/mobile`]: null });
