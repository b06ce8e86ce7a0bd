/**
 * What every element's shadow root adopts when it is made, before any feature has loaded:
 * the theme (tokens, the reset root, the loading line, the brand theme wrapper) around
 * every feature, and the maintenance shell, which the availability gate shows in place of
 * any feature. The feature's own sheets follow once it loads (its module's `styles`).
 * elementStyles.test.ts checks these plus each feature's cover all that an element renders.
 */
import { maintenanceShellStyles } from '../src/features/shell/styles';
import { themeStyles } from '../src/features/theme/styles';
import { styleSheets, type StyleSheets } from '../src/theme/styleSheets';

export const elementStyles: StyleSheets = styleSheets(themeStyles, maintenanceShellStyles);
