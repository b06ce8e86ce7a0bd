import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { useDarkTheme } from './useDarkTheme';
import { useHeaderSettings } from './useHeaderSettings';

/** The brand's logo (setting logos: light, dark) linking home; the brand's name until settings arrive. */
export function BrandLogo() {
  useSignals();
  const { config } = useRuntime();
  const settings = useHeaderSettings();
  const inner = useRef<HTMLSpanElement>(null);
  const dark = useDarkTheme(inner);
  const name = settings.brandName ?? config.brand.value;
  const logo = (dark ? settings.logos.dark : null) ?? settings.logos.light ?? settings.logos.dark;
  return (
    <AppLink className="sb-header__logo" href="/">
      <span ref={inner} className="sb-header__logo-inner">
        {logo ? <img className="sb-header__logo-image" src={logo} alt={name} height={32} /> : <span className="sb-header__brand-name">{name}</span>}
      </span>
    </AppLink>
  );
}
