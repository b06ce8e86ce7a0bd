import type { Advert } from './advert';

/** Spec 3 "Advert": the fields a popup advert opens its window with. */
export type AdvertPopupFields = { [Field in 'popup_width' | 'popup_height' | 'popup_allow_resize' | 'popup_allow_scrollbars']?: Advert[Field] | undefined };

/** Not in the spec: the window size when the advert has none. */
export const DEFAULT_ADVERT_POPUP_SIZE = Object.freeze({ width: 600, height: 400 });

const size = (value: number | null | undefined, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : fallback);

/**
 * The window features string for a popup advert (spec 2: a new window with the configured
 * size, resizable and scrollbars flags), e.g. 'width=800,height=600,resizable=yes,scrollbars=no'.
 * A missing or unusable size falls back to 600 x 400; a missing flag is 'no'.
 */
export function advertPopupFeatures(advert: AdvertPopupFields): string {
  return [
    `width=${size(advert.popup_width, DEFAULT_ADVERT_POPUP_SIZE.width)}`,
    `height=${size(advert.popup_height, DEFAULT_ADVERT_POPUP_SIZE.height)}`,
    `resizable=${advert.popup_allow_resize === true ? 'yes' : 'no'}`,
    `scrollbars=${advert.popup_allow_scrollbars === true ? 'yes' : 'no'}`,
  ].join(',');
}
