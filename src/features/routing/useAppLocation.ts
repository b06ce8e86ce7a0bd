import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { buildLink, recogniseRoute, type Route } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { useLanguages } from './useLanguages';

export interface AppLocation {
  /** The path inside the sportsbook, with its locale: '/en/live/sport/'. */
  path: string;
  /** The query string without '?'. */
  search: string;
  route: Route;
  /** A locale-prefixed address for an in-app path (spec 2 link building); absolute links stay. */
  link(href: string): string;
  /** Goes to an in-app path (locale added) or, for an absolute address, leaves as the page environment allows. */
  navigate(href: string, options?: { replace?: boolean }): void;
}

export function useAppLocation(): AppLocation {
  useSignals();
  const { config, store, page } = useRuntime();
  const [path, setLocation] = useLocation();
  const search = useSearch();
  const { locales } = useLanguages();
  const locale = config.locale.value;
  const promotionsPath = typeof store.settings.raw.value?.promotions_url === 'string' ? store.settings.raw.value.promotions_url : null;
  const route = useMemo(() => recogniseRoute(path, { promotionsPath }), [path, promotionsPath]);
  const link = useCallback((href: string) => buildLink(href, locale, locales), [locale, locales]);
  const navigate = useCallback(
    (href: string, options: { replace?: boolean } = {}) => {
      if (/^https?:\/\//i.test(href)) {
        // Another site: the page environment decides (our site goes there; on a host's page it opens in a new tab).
        page.leave(href);
        return;
      }
      setLocation(buildLink(href, locale, locales), options);
    },
    [locale, locales, setLocation, page],
  );
  return { path, search, route, link, navigate };
}
