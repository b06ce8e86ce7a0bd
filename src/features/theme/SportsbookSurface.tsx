import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { textDirection } from '../../i18n';
import { useRuntime } from '../runtime/RuntimeContext';
import { BrandTheme } from './BrandTheme';

/**
 * The inside of every element's shadow root: the reset root (.sb-root, base.css) in the
 * sportsbook's own writing direction, never the host page's, and the brand's colours,
 * light or dark scheme and language (BrandTheme) around whatever the element shows, so
 * a betslip alone on a page looks as it does inside `<sportsbook-app>`.
 */
export function SportsbookSurface({ children }: { children: ReactNode }) {
  useSignals();
  const locale = useRuntime().config.locale.value;
  return (
    <div className="sb-root" dir={textDirection(locale)}>
      <BrandTheme>{children}</BrandTheme>
    </div>
  );
}
