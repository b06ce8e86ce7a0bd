import type { ApiClient } from '../createApiClient';
import { AdvertSchema, AllSettingsSchema, JackpotBetsSchema, ExternalHeaderSchema, HtmlWidgetSchema, MetricsSchema, NewsPopupsSchema, OddsLadderSchema, SealSchema, SubmenuSchema } from '../schemas/content';

export function createContentEndpoints(api: ApiClient) {
  return {
    /** Spec 7: every channel (all=t), or one currency's brand (c=). */
    allSettings(currency?: string) {
      return api.call('GET', '/api/all_cached_settings', { schema: AllSettingsSchema, query: currency ? { c: currency, cached: 't' } : { cached: 't', all: 't' } });
    },
    htmlWidget(id: number) {
      return api.call('GET', `/api/html_widgets/${id}`, { schema: HtmlWidgetSchema, query: { active: true } });
    },
    submenu(id: number) {
      return api.call('GET', `/api/submenus/${id}`, { schema: SubmenuSchema });
    },
    /** Spec 7: an advert answer with a status field is a failure; the caller shows nothing. */
    advert(id: number | 'jackpot_banner', username: string | null) {
      return api.call('GET', `/api/adverts/${id}`, { schema: AdvertSchema, query: { player_type: 'standard', username } });
    },
    jackpotBets() {
      return api.call('GET', '/api/adverts/jackpot_bets', { schema: JackpotBetsSchema });
    },
    seal(host: string) {
      return api.call('GET', '/api/gcb_seals', { schema: SealSchema, query: { host } });
    },
    /**
     * Spec 7: metrics give up after 3000 ms. `details` travel as extra query parameters (a
     * contained failure's region and error, store/failuresModel.ts; docs/api.md).
     */
    metrics(app: string, details: Readonly<Record<string, string>> = {}) {
      const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(3000) : undefined;
      return api.call('GET', '/api/metrics', { schema: MetricsSchema, query: { ...details, app }, ...(signal ? { signal } : {}) });
    },
    newsPopups() {
      return api.call('GET', '/api/news_popups', { schema: NewsPopupsSchema });
    },
    externalHeader(path: string) {
      return api.call('GET', path, { schema: ExternalHeaderSchema });
    },
    oddsLadder(version: number, overrideBrand: string, eventId?: string) {
      return api.call('GET', `/xapi/rest/oddsLadderAndMargins/${version}`, { schema: OddsLadderSchema, query: eventId ? { overrideBrand, type: 'POWER_ODDS', eventId } : { overrideBrand } });
    },
  };
}

export type ContentEndpoints = ReturnType<typeof createContentEndpoints>;
