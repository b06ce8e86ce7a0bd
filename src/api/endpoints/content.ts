import type { ApiClient } from '../createApiClient';
import { AllSettingsSchema, HtmlWidgetSchema, SubmenuSchema } from '../schemas/content';

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
  };
}

export type ContentEndpoints = ReturnType<typeof createContentEndpoints>;
