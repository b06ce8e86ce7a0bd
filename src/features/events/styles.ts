/**
 * Event lists and cards, and the prices they show.
 * The stylesheets this folder's components use, with those of the ui pieces they render;
 * an element that loads a feature adopts its list (see elements/createSportsbookElement).
 */
import { styleSheets, type StyleSheets } from '../../theme/styleSheets';
import { visuallyHiddenStyles } from '../../ui/styles';
import streamingCss from '../streaming/Streaming.css?inline';
import eventsCss from './Events.css?inline';

export const eventsStyles: StyleSheets = styleSheets(visuallyHiddenStyles, eventsCss, streamingCss);
