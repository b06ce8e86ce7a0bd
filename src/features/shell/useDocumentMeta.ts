import { useSignalEffect } from '@preact/signals-react';
import { matchPageAttributes, pageAttributesSetting } from '../../core';
import type { SettingsModel } from '../../store';
import { usePathname } from './usePathname';

const OWNED = 'data-sportsbook-meta';

interface MetaTag {
  name: string;
  content: string;
}

const isMetaTag = (value: unknown): value is MetaTag =>
  typeof value === 'object' && value !== null && typeof (value as MetaTag).name === 'string' && typeof (value as MetaTag).content === 'string';

/**
 * Spec 2: the page title and meta tags come from the page_attributes setting, matched
 * against the path. Only the standalone site owns the document; embedded in an
 * operator's page the SDK leaves their title and head alone. Meta tags it set before are
 * replaced, never the page's own.
 */
export function useDocumentMeta(settings: SettingsModel, owned: boolean): void {
  const pathname = usePathname();
  useSignalEffect(() => {
    const parsed = pageAttributesSetting(settings.raw.value?.page_attributes);
    if (!owned || !parsed.ok) return;
    const match = matchPageAttributes(pathname, parsed.value);
    if (!match) return;
    if (match.title) document.title = match.title;
    for (const stale of document.head.querySelectorAll(`meta[${OWNED}]`)) stale.remove();
    for (const tag of Array.isArray(match.meta_tags) ? match.meta_tags.filter(isMetaTag) : []) {
      const element = document.createElement('meta');
      element.setAttribute('name', tag.name);
      element.setAttribute('content', tag.content);
      element.setAttribute(OWNED, '');
      document.head.append(element);
    }
  });
}
