import { useSignals } from '@preact/signals-react/runtime';
import { useState, type MouseEvent } from 'react';
import { ADVERT_IMAGE_WIDTH_PX, advertFromResponse, advertPopupFeatures, advertVisible, promotionsAddress, promotionsLink, type LayoutItem } from '../../core';
import { AppLink } from '../routing/AppLink';
import { useLoaded } from '../runtime/useLoaded';
import { useRuntime } from '../runtime/RuntimeContext';
import { assetUrl } from '../theme/assetUrl';

const usernames = (value: unknown): string[] | null => (Array.isArray(value) && value.every((name) => typeof name === 'string') ? value : null);

/**
 * A layout item advert (spec 2, 3, 5, 7): GET /api/adverts/{id} for the viewer, shown only
 * to its audience, the image 280 px wide, the description when show_description, the link
 * opening in the page or, for a popup advert, in a window of the configured size. A failed
 * or unmatched advert shows nothing (spec 8), and nothing shows until both the advert and,
 * for a logged-in player, what decides the audience have arrived: an advert must never
 * flash up for the wrong player.
 */
export function AdvertItem({ item }: { item: LayoutItem }) {
  useSignals();
  const { store, config, page } = useRuntime();
  const details = store.session.details.value;
  const username = details?.username ?? null;
  const accountId = details?.alsPlayerId ?? null;
  const id = Number(item.id);
  const valid = Number.isInteger(id) && id > 0;
  const answer = useLoaded(valid ? () => store.content.advert(id, username) : null, `advert:${id}:${username ?? ''}`);
  // The audience's "within the last day" is judged when the advert is first shown.
  const [shownAt] = useState(Date.now);
  const viewer = useLoaded(accountId ? () => store.content.advertViewer(accountId) : null, `advert-viewer:${accountId ?? ''}`);

  if (answer.status !== 'ready') return null;
  if (accountId && viewer.status === 'loading') return null;
  const parsed = advertFromResponse(answer.data);
  if (!parsed.ok) return null;
  const { advert } = parsed;
  const info = viewer.status === 'ready' ? viewer.data : null;
  const firstLogin = info?.firstLoginTime ? Date.parse(info.firstLoginTime) : null;
  const visible = advertVisible(
    { audience: advert.audience, importedUsernames: usernames((answer.data as Record<string, unknown>).importedUsernames) },
    { loggedIn: details !== null, username, nonDepositor: info?.nonDepositor ?? null, nonBettor: info?.nonBettor ?? null, firstLoginTime: Number.isFinite(firstLogin) ? firstLogin : null },
    shownAt,
  );
  if (!visible) return null;

  const image = assetUrl(advert.attachment_path, config.apiBase.value, page.baseUrl);
  // Keep the operator's proportions at the fixed width, so the column does not jump when the image arrives.
  const height = advert.width_in_pixels && advert.height_in_pixels ? Math.round((advert.height_in_pixels / advert.width_in_pixels) * ADVERT_IMAGE_WIDTH_PX) : undefined;
  const body = (
    <>
      {image ? <img className="sb-advert__image" src={image} alt={advert.name} width={ADVERT_IMAGE_WIDTH_PX} height={height} loading="lazy" /> : <span className="sb-advert__name">{advert.name}</span>}
      {advert.show_description && advert.description ? <span className="sb-advert__description">{advert.description}</span> : null}
      {advert.link && advert.link_name ? <span className="sb-advert__cta">{advert.link_name}</span> : null}
    </>
  );
  if (!advert.link) return <div className="sb-advert">{body}</div>;
  const openPopup = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!advert.popup) return;
    event.preventDefault();
    window.open(event.currentTarget.href, `sb-advert-${id}`, `${advertPopupFeatures(advert)},noopener`);
  };
  return (
    // "Find out more" written for /promotions goes to the operator's configured promotions address.
    <AppLink className="sb-advert" href={promotionsLink(advert.link, promotionsAddress(store.settings.raw.value))} onClick={openPopup}>
      {body}
    </AppLink>
  );
}
