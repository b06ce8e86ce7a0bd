import type { QueryClient } from '@tanstack/query-core';
import type { AccountEndpoints, ContentEndpoints } from '../api';

/** How long operator content (menus, seals, widgets) is reused before it is asked for again. */
const CONTENT_STALE_MS = 60_000;

/**
 * The operator's CMS content around the odds (spec 7 "Content and settings"): the
 * sub-header's submenu, the external header, the regulatory seal and HTML widgets, each
 * through the server-state cache, so the header, the footer and every column asking for
 * the same piece share one request.
 */
export function createContentModel({
  content,
  accounts,
  serverState,
}: {
  content: Pick<ContentEndpoints, 'submenu' | 'externalHeader' | 'seal' | 'htmlWidget' | 'advert'>;
  accounts: Pick<AccountEndpoints, 'info'>;
  serverState: QueryClient;
}) {
  const cached = <T>(key: readonly unknown[], load: () => Promise<T>): Promise<T> =>
    serverState.fetchQuery({ queryKey: ['content', ...key], queryFn: load, staleTime: CONTENT_STALE_MS });
  return {
    /** GET /api/submenus/{id}: the desktop sub-header's links. */
    submenu: (id: number) => cached(['submenu', id], () => content.submenu(id)),
    /** The operator's external header (css, js, html) from its configured path. */
    externalHeader: (path: string) => cached(['external-header', path], () => content.externalHeader(path)),
    /** GET /api/gcb_seals?host: the regulatory seal's token. */
    seal: (host: string) => cached(['seal', host], () => content.seal(host)),
    /** GET /api/html_widgets/{id}?active: an HTML widget's content (sanitise before showing). */
    htmlWidget: (id: number) => cached(['html-widget', id], () => content.htmlWidget(id)),
    /** GET /api/adverts/{id}: per viewer, since the server may answer a player differently (read with core advertFromResponse). */
    advert: (id: number, username: string | null) => cached(['advert', id, username], () => content.advert(id, username)),
    /** GET /xapi/rest/accounts/{id}/info: whether the player has deposited or bet, which decides the advert audiences (spec 5). */
    advertViewer: (accountId: string) => cached(['advert-viewer', accountId], () => accounts.info(accountId)),
  };
}

export type ContentModel = ReturnType<typeof createContentModel>;
