import { useMemo, type CSSProperties } from 'react';
import { sportIconPath } from '../../core';
import { assetUrl } from '../theme/assetUrl';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * The style that gives a sports-menu link its sport's icon: the operator's SVG
 * (/next/svgs/sports/{CODE}.svg) in a custom property, which the link's ::before uses as a CSS
 * mask over the text colour (SportsMenu.css), so it follows the brand, the scheme and the
 * current link. A pseudo-element, not an element: the live page's 500-event budget counts
 * elements (issue 19). Set through the CSSOM, which a strict style-src allows. A mask is
 * fetched with CORS, which the operator's API answers as it does every other call.
 */
export function useSportIconStyle(code: string): CSSProperties | undefined {
  const { config, page } = useRuntime();
  const apiBase = config.apiBase.value;
  return useMemo(() => {
    const url = assetUrl(sportIconPath(code), apiBase, page.baseUrl);
    return url === null ? undefined : ({ '--sb-sport-icon': `url("${url}")` } as CSSProperties);
  }, [code, apiBase, page.baseUrl]);
}
