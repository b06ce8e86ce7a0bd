import { useSignals } from '@preact/signals-react/runtime';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { useBrandLogo } from '../theme/useBrandLogo';
import { useHeaderSettings } from './useHeaderSettings';

/**
 * The brand's logo linking home, with the brand's name (brand_name) as its text; the name
 * alone until settings arrive. Which logo (light or dark) and its address come from the
 * theme's useBrandLogo, so the header and the theme never disagree on the scheme.
 */
export function BrandLogo() {
  useSignals();
  const { config } = useRuntime();
  const name = useHeaderSettings().brandName ?? config.brand.value;
  const logo = useBrandLogo();
  return (
    <AppLink className="sb-header__logo" href="/">
      {logo ? <img className="sb-header__logo-image" src={logo} alt={name} height={32} /> : <span className="sb-header__brand-name">{name}</span>}
    </AppLink>
  );
}
