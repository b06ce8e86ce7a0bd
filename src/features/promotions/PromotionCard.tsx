import { useTranslation } from 'react-i18next';
import { promotionDetailHref, promotionPhase } from '../../core';
import type { PromotionSummary } from '../../store';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { assetUrl } from '../theme/assetUrl';
import { PromotionDates } from './PromotionDates';

/**
 * One operator promotion in the list: banner, badges (coming soon, opt-in, you're in),
 * title, short text, dates, the operator's call to action and the way to the full terms.
 */
export function PromotionCard({ promotion, address, now }: { promotion: PromotionSummary; address: string; now: number }) {
  const { t } = useTranslation('promotions');
  const { config, page } = useRuntime();
  const image = assetUrl(promotion.imageUrl, config.apiBase.value, page.baseUrl);
  const upcoming = promotionPhase(promotion, now) === 'upcoming';
  const detail = promotionDetailHref(address, promotion.id);
  const titleId = `sb-promotion-${promotion.id}`;
  return (
    <li className="sb-promotion-card" aria-labelledby={titleId}>
      <div className="sb-promotion-card__media">{image ? <img src={image} alt="" width={640} height={240} loading="lazy" /> : null}</div>
      <div className="sb-promotion-card__body">
        {upcoming || promotion.optIn ? (
          <p className="sb-promotion-card__badges">
            {upcoming ? <span className="sb-promotion-badge sb-promotion-badge--upcoming">{t('badge.upcoming')}</span> : null}
            {promotion.optIn && promotion.optedIn !== true ? <span className="sb-promotion-badge">{t('badge.optIn')}</span> : null}
            {promotion.optedIn === true ? <span className="sb-promotion-badge sb-promotion-badge--in">{t('badge.in')}</span> : null}
          </p>
        ) : null}
        <h2 id={titleId} className="sb-promotion-card__title">
          <AppLink href={detail}>{promotion.title}</AppLink>
        </h2>
        {promotion.summary ? <p className="sb-promotion-card__summary">{promotion.summary}</p> : null}
        <PromotionDates startsAt={promotion.startsAt} endsAt={promotion.endsAt} upcoming={upcoming} />
        <div className="sb-promotion-card__actions">
          {promotion.cta && !upcoming ? (
            <AppLink className="sb-button sb-promotion-card__cta" href={promotion.cta.link}>
              {promotion.cta.label}
            </AppLink>
          ) : null}
          <AppLink className="sb-promotion-card__more" href={detail} aria-label={t('detailsOf', { title: promotion.title })}>
            {t('details')}
          </AppLink>
        </div>
      </div>
    </li>
  );
}
