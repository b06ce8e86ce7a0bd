import * as v from 'valibot';
import type { ApiClient } from '../createApiClient';
import { PromotionDetailSchema, PromotionListSchema, PromotionOptInSchema, PromotionSummarySchema, type PromotionSummary } from '../schemas/promotions';

export interface PromotionList {
  promotions: PromotionSummary[];
  /** Entries that did not read (no id or title ...): left out, and told to the integrator. */
  dropped: number;
}

/**
 * The operator's promotions (ours: spec 7 lists only promotions/epw, which stays with the
 * bet endpoints). The token goes along when there is one, so the answer says whether the
 * player has opted in; logged out the same call answers the public list.
 */
export function createPromotionEndpoints(api: ApiClient, warn: (message: string) => void = (message) => console.warn(message)) {
  return {
    async list(): Promise<PromotionList> {
      const answer = await api.call('GET', '/xapi/rest/promotions', { schema: PromotionListSchema, auth: 'optional' });
      const promotions: PromotionSummary[] = [];
      for (const entry of answer.promotions) {
        const read = v.safeParse(PromotionSummarySchema, entry);
        if (read.success) promotions.push(read.output);
        else warn(`Promotions: left out an entry that does not read (${read.issues.map((issue) => v.getDotPath(issue) ?? issue.message).join(', ')}).`);
      }
      return { promotions, dropped: answer.promotions.length - promotions.length };
    },
    detail(id: string) {
      return api.call('GET', `/xapi/rest/promotions/${encodeURIComponent(id)}`, { schema: PromotionDetailSchema, auth: 'optional' });
    },
    optIn(id: string) {
      return api.call('POST', `/xapi/rest/promotions/${encodeURIComponent(id)}/opt-in`, { schema: PromotionOptInSchema, auth: true });
    },
  };
}

export type PromotionEndpoints = ReturnType<typeof createPromotionEndpoints>;
