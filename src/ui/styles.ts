/**
 * The stylesheets of the shared ui pieces, one list per piece: a feature that renders a
 * piece (a modal, a text input, screen-reader-only text) names its list in its own
 * styles.ts, so every element that shows the feature carries the piece's CSS.
 */
import tokensCss from '../theme/tokens.css?inline';
import { styleSheets, type StyleSheets } from '../theme/styleSheets';
import baseCss from './base.css?inline';
import menuButtonCss from './MenuButton.css?inline';
import modalCss from './Modal.css?inline';
import selectCss from './Select.css?inline';
import skeletonCss from './Skeleton.css?inline';
import textInputCss from './TextInput.css?inline';
import visuallyHiddenCss from './VisuallyHidden.css?inline';

/** The design tokens, the reset root (.sb-root), buttons, badges and the loading line. */
export const baseStyles: StyleSheets = styleSheets(tokensCss, baseCss);
/** `.sb-visually-hidden`: text for screen readers only. */
export const visuallyHiddenStyles: StyleSheets = [visuallyHiddenCss];
export const textInputStyles: StyleSheets = [textInputCss];
export const selectStyles: StyleSheets = [selectCss];
export const modalStyles: StyleSheets = styleSheets(baseStyles, modalCss);
export const menuButtonStyles: StyleSheets = [menuButtonCss];
/** `Skeleton`: placeholders in the shape of what loads (with the screen-reader text its label needs). */
export const skeletonStyles: StyleSheets = styleSheets(visuallyHiddenStyles, skeletonCss);
