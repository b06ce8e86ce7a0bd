/**
 * What every element's shadow root carries from its first moment, before any feature has
 * loaded: the tokens, the reset root (.sb-root), the loading line and the brand theme
 * wrapper, which each element renders around its feature (SportsbookSurface).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { baseStyles } from '../../ui/styles';
import brandThemeCss from './BrandTheme.css?inline';

export const themeStyles: StyleSheets = styleSheets(baseStyles, brandThemeCss);
