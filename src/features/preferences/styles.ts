/**
 * The display preferences (odds format, language).
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { selectStyles } from '../../ui/styles';
import displayPreferencesCss from './DisplayPreferences.css?inline';

export const preferencesStyles: StyleSheets = styleSheets(selectStyles, displayPreferencesCss);
