/**
 * What every element's shadow root carries from its first moment: the theme (tokens, the
 * reset root, the loading line, the brand theme wrapper) and the maintenance shell, which
 * the availability gate shows in place of any element's feature while the operator is
 * down or refuses the visitor.
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { themeStyles } from '../theme/styles';
import maintenanceShellCss from './MaintenanceShell.css?inline';

export const elementFrameStyles: StyleSheets = styleSheets(themeStyles, maintenanceShellCss);
