import { useSignals } from '@preact/signals-react/runtime';
import { ADVERT_IMAGE_WIDTH_PX, advertFromResponse } from '../../core';
import { AppLink } from '../routing/AppLink';
import { useLoaded } from '../runtime/useLoaded';
import { useRuntime } from '../runtime/RuntimeContext';
import { assetUrl } from '../theme/assetUrl';

/**
 * The jackpot banner (spec 7 GET /api/adverts/jackpot_banner) above the jackpots. Like
 * every advert, a failed or malformed answer shows nothing (spec 8): the jackpots below
 * are the page, the banner only decorates it.
 */
export function JackpotBanner() {
  useSignals();
  const { store, config, page } = useRuntime();
  const username = store.session.details.value?.username ?? null;
  const answer = useLoaded(() => store.jackpot.banner(username), `jackpot-banner:${username ?? ''}`);
  if (answer.status !== 'ready') return null;
  const parsed = advertFromResponse(answer.data);
  if (!parsed.ok) return null;
  const { advert } = parsed;
  const image = assetUrl(advert.attachment_path, config.apiBase.value, page.baseUrl);
  const height = advert.width_in_pixels && advert.height_in_pixels ? Math.round((advert.height_in_pixels / advert.width_in_pixels) * ADVERT_IMAGE_WIDTH_PX) : undefined;
  const body = (
    <>
      {image ? <img className="sb-jackpot-banner__image" src={image} alt={advert.name} width={ADVERT_IMAGE_WIDTH_PX} height={height} /> : <span className="sb-jackpot-banner__name">{advert.name}</span>}
      {advert.show_description && advert.description ? <span className="sb-jackpot-banner__description">{advert.description}</span> : null}
    </>
  );
  // The banner's own link usually points at /jackpot, where the bettor already is.
  return advert.link && !/\/jackpot\/?$/.test(advert.link) ? (
    <AppLink className="sb-jackpot-banner" href={advert.link}>
      {body}
    </AppLink>
  ) : (
    <div className="sb-jackpot-banner">{body}</div>
  );
}
