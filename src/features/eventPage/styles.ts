/**
 * The event page (markets, scoreboard, stream).
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { visuallyHiddenStyles } from '../../ui/styles';
import streamingCss from '../streaming/Streaming.css?inline';
import eventPageCss from './EventPage.css?inline';
import scoreboardsCss from './scoreboards/Scoreboards.css?inline';

export const eventPageStyles: StyleSheets = styleSheets(visuallyHiddenStyles, eventPageCss, scoreboardsCss, streamingCss);
