import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { brandColors, brandTokens } from '../../theme/brandTokens';
import { useRuntime } from '../runtime/RuntimeContext';
import { assetUrl } from './assetUrl';
import { useFavicon } from './useFavicon';
import { useThemeScheme } from './useThemeScheme';

/**
 * The brand's look around the shell (spec 3 color_theme, default_theme_mode, favicon_url):
 * the colour tokens for the active scheme as custom properties on a wrapper inside the
 * shadow root (never on the host page), and `data-theme="light|dark"` for whoever needs
 * to know the scheme. It carries the sportsbook's language too (lang: the locale fonts,
 * quotes and hyphenation follow), below the reset root that could not keep it. Reads the settings only, so the maintenance shell gets the last
 * persisted theme without a request.
 */
export function BrandTheme({ children }: { children: ReactNode }) {
  useSignals();
  const { config, store, page } = useRuntime();
  const scheme = useThemeScheme();
  const raw = store.settings.raw.value;
  const colorTheme = raw?.color_theme;
  const style = useMemo(() => brandTokens(brandColors(colorTheme), scheme) as CSSProperties, [colorTheme, scheme]);
  useFavicon(assetUrl(raw?.favicon_url, config.apiBase.value, page.baseUrl), page.ownsDocument);
  return (
    <div className="sb-theme" data-theme={scheme} lang={config.locale.value} style={style}>
      {children}
    </div>
  );
}
