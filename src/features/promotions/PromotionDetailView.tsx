import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promotionPhase } from '../../core';
import { SafeHtml } from '../../ui/SafeHtml';
import { RegionBoundary } from '../failures/RegionBoundary';
import { PageSection } from '../pages/PageSection';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { assetUrl } from '../theme/assetUrl';
import { OptInPanel } from './OptInPanel';
import { PromotionDates } from './PromotionDates';
import { usePromotionDetail } from './usePromotionsData';
import { usePromotionsSettings } from './usePromotionsSettings';

/**
 * One operator promotion: banner, dates, the opt-in where the operator offers one, its call
 * to action, and its full terms. The terms are the operator's HTML, shown through SafeHtml
 * like every operator markup (no scripts, handlers or javascript: links).
 */
export function PromotionDetailView({ id }: { id: string }) {
  const { t } = useTranslation('promotions');
  const { config, page } = useRuntime();
  const { address } = usePromotionsSettings();
  const { loaded, retry } = usePromotionDetail(id);
  const [now] = useState(Date.now);
  const back = (
    <AppLink className="sb-promotions__back" href={address}>
      {t('allPromotions')}
    </AppLink>
  );

  if (loaded.status === 'loading') {
    return (
      <PageSection title={t('title')} route="promotions">
        {back}
        <div className="sb-promotion-detail sb-promotion-detail--skeleton" role="status" aria-busy="true">
          <span className="sb-visually-hidden">{t('loading')}</span>
          <div className="sb-promotion-detail__media sb-skeleton-block" aria-hidden="true" />
          <div className="sb-skeleton-block sb-skeleton__line sb-skeleton__line--full" aria-hidden="true" />
          <div className="sb-skeleton-block sb-skeleton__line sb-skeleton__line--half" aria-hidden="true" />
        </div>
      </PageSection>
    );
  }
  if (loaded.status === 'failed' || loaded.data === null) {
    return (
      <PageSection title={t('title')} route="promotions">
        {back}
        {loaded.status === 'failed' ? (
          <div role="alert" className="sb-promotions__notice sb-promotions__notice--error">
            <p>{t('detailFailed')}</p>
            <button type="button" className="sb-button" onClick={retry}>
              {t('retry')}
            </button>
          </div>
        ) : (
          <p role="status" className="sb-promotions__notice">
            {t('notFound')}
          </p>
        )}
      </PageSection>
    );
  }

  const promotion = loaded.data;
  const phase = promotionPhase(promotion, now);
  const image = assetUrl(promotion.imageUrl, config.apiBase.value, page.baseUrl);
  return (
    <PageSection title={promotion.title} route="promotions">
      {back}
      <article className="sb-promotion-detail" aria-labelledby="sb-page-title">
        {image ? <img className="sb-promotion-detail__media" src={image} alt="" width={640} height={240} /> : null}
        <div className="sb-promotion-detail__intro">
          {promotion.summary ? <p className="sb-promotion-detail__summary">{promotion.summary}</p> : null}
          <PromotionDates startsAt={promotion.startsAt} endsAt={promotion.endsAt} upcoming={phase === 'upcoming'} long />
          {phase === 'ended' ? <p className="sb-promotions__notice">{t('notFound')}</p> : null}
          {promotion.optIn && phase !== 'ended' ? <OptInPanel promotionId={promotion.id} optedIn={promotion.optedIn} upcoming={phase === 'upcoming'} /> : null}
          {promotion.cta && phase === 'running' ? (
            <AppLink className="sb-button sb-promotion-detail__cta" href={promotion.cta.link}>
              {promotion.cta.label}
            </AppLink>
          ) : null}
        </div>
        {promotion.termsHtml.trim() !== '' ? (
          <section className="sb-promotion-detail__terms" aria-labelledby="sb-promotion-terms">
            <h2 id="sb-promotion-terms">{t('terms')}</h2>
            <RegionBoundary region="operator-content">
              <SafeHtml html={promotion.termsHtml} />
            </RegionBoundary>
          </section>
        ) : null}
      </article>
    </PageSection>
  );
}
