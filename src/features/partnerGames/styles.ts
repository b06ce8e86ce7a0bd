/**
 * The partner pages (virtuals, esports, lotto ...): the framed game and its states.
 * The stylesheets this folder's components use, with those of the ui pieces they render.
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { baseStyles, visuallyHiddenStyles } from '../../ui/styles';
import partnerGamesCss from './PartnerGames.css?inline';

export const partnerGamesStyles: StyleSheets = styleSheets(baseStyles, visuallyHiddenStyles, partnerGamesCss);
