/** Spec 3 "Advert": the fields a popup advert opens its window with. */
export interface AdvertPopupFields {
  popup_width?: number | null;
  popup_height?: number | null;
  popup_allow_resize?: boolean | null;
  popup_allow_scrollbars?: boolean | null;
}

const DEFAULT_WIDTH = 600;
const DEFAULT_HEIGHT = 400;

const size = (value: number | null | undefined, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : fallback);

/**
 * The window features string for a popup advert (spec 2: a new window with the configured
 * size, resizable and scrollbars flags). A missing or unusable size falls back to 600x400.
 */
export function advertPopupFeatures(advert: AdvertPopupFields): string {
  return [
    `width=${size(advert.popup_width, DEFAULT_WIDTH)}`,
    `height=${size(advert.popup_height, DEFAULT_HEIGHT)}`,
    `resizable=${advert.popup_allow_resize ? 'yes' : 'no'}`,
    `scrollbars=${advert.popup_allow_scrollbars ? 'yes' : 'no'}`,
  ].join(',');
}
