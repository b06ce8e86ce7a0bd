import { booleanSetting, numberSetting } from '../settingsParsing/settingValues';

/** Spec 2: an advert's image is shown 280 px wide in the side column. */
export const ADVERT_IMAGE_WIDTH_PX = 280;

/** Spec 3 "Advert", with the server's snake_case field names. */
export interface Advert {
  audience: string;
  width_in_pixels: number | null;
  height_in_pixels: number | null;
  attachment_path: string;
  description: string;
  name: string;
  link: string;
  link_name: string;
  popup: boolean;
  popup_allow_resize: boolean;
  popup_allow_scrollbars: boolean;
  popup_height: number | null;
  popup_width: number | null;
  show_description: boolean;
}

/** Why an advert response gives no advert; spec 8: advert failures show nothing. */
export type AdvertResponseError = 'failure-response' | 'not-an-advert';

export type AdvertResponse = { ok: true; advert: Advert } | { ok: false; error: AdvertResponseError };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const size = (value: unknown): number | null => {
  const parsed = numberSetting(value, Number.NaN);
  return Number.isFinite(parsed) ? parsed : null;
};

/**
 * Reads GET /api/adverts/{adId} (spec 7). A body with a status field is the server's
 * failure answer. A body without a string audience is not an advert: with no audience it
 * could not be matched, and spec 5 hides what does not match. Other fields are read
 * leniently (flags as true/'true'/'1', sizes as numbers or numeric strings) because back
 * offices send both; a missing text is '', a missing size null, a missing flag false.
 */
export function advertFromResponse(body: unknown): AdvertResponse {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, error: 'not-an-advert' };
  const fields = body as Record<string, unknown>;
  if ('status' in fields) return { ok: false, error: 'failure-response' };
  if (typeof fields.audience !== 'string' || fields.audience.trim() === '') return { ok: false, error: 'not-an-advert' };
  return {
    ok: true,
    advert: {
      audience: fields.audience.trim(),
      width_in_pixels: size(fields.width_in_pixels),
      height_in_pixels: size(fields.height_in_pixels),
      attachment_path: text(fields.attachment_path),
      description: text(fields.description),
      name: text(fields.name),
      link: text(fields.link),
      link_name: text(fields.link_name),
      popup: booleanSetting(fields.popup, false),
      popup_allow_resize: booleanSetting(fields.popup_allow_resize, false),
      popup_allow_scrollbars: booleanSetting(fields.popup_allow_scrollbars, false),
      popup_height: size(fields.popup_height),
      popup_width: size(fields.popup_width),
      show_description: booleanSetting(fields.show_description, false),
    },
  };
}
