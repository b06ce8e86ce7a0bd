import { useSignals } from '@preact/signals-react/runtime';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { useBrandLogo, useBrandMark } from '../theme/useBrandLogo';
import { useHeaderSettings } from './useHeaderSettings';

/** Phones narrower than this show the brand's mark (its favicon) in place of the wide logo. */
export const NARROW_PHONE_QUERY = '(max-width: 359px)';

/**
 * The brand's logo linking home, with the brand's name (brand_name) as its text; the name
 * alone until settings arrive. Which logo (light or dark) and its address come from the
 * theme's useBrandLogo, so the header and the theme never disagree on the scheme. On the
 * narrowest phones (320 px) a wide logo beside the menu, search and login buttons would
 * shrink to an unreadable sliver, so the brand's square mark takes its place there (chosen
 * by useMediaQuery, not a `<picture>`: see there why).
 */
export function BrandLogo() {
  useSignals();
  const { config } = useRuntime();
  const name = useHeaderSettings().brandName ?? config.brand.value;
  const logo = useBrandLogo();
  const mark = useBrandMark();
  const narrowPhone = useMediaQuery(NARROW_PHONE_QUERY);
  const source = logo && narrowPhone && mark ? mark : logo;
  return (
    <AppLink className="sb-header__logo" href="/">
      {source ? <img className="sb-header__logo-image" src={source} alt={name} height={32} /> : <span className="sb-header__brand-name">{name}</span>}
    </AppLink>
  );
}
