import { useTranslation } from 'react-i18next';
import { partnerGameOfPath, type PartnerGame } from '../../core';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { PartnerFrame } from './PartnerFrame';
import { usePartnerLaunch, type PartnerPageState } from './usePartnerLaunch';

/**
 * A partner's page (spec 2's special non-sports paths: Kiron's virtuals, Betradar's,
 * esports, lotto ...): the partner's game in a frame that fills the content column,
 * launched with the partner token the login returned or the operator's launch address
 * (docs/virtuals.md), with its loading, logged-out, expired, error and not-offered states.
 */
export function PartnerGamePage({ path }: { path: string }) {
  const { t } = useTranslation('partnerGames');
  const found = partnerGameOfPath(path);
  if (found === null) return null;
  const title = t(`titles.${found.game.key}`);
  return (
    <section className="sb-page sb-partner-page" aria-labelledby="sb-page-title" data-route="partner-game" data-partner={found.game.key}>
      <h1 id="sb-page-title" className="sb-page__title">
        {title}
      </h1>
      <PartnerGameBody key={found.game.key} game={found.game} subPath={found.subPath} title={title} />
    </section>
  );
}

function PartnerGameBody({ game, subPath, title }: { game: PartnerGame; subPath: string | null; title: string }) {
  const { t } = useTranslation('partnerGames');
  const { store } = useRuntime();
  const { state, expired, retry } = usePartnerLaunch(game, subPath);
  const openLogin = () => store.ui.openModal('isLoginOpen');

  switch (state.kind) {
    case 'loading':
      return (
        <div className="sb-partner-skeleton" role="status" aria-busy="true">
          <span className="sb-visually-hidden">{t('loading')}</span>
        </div>
      );
    case 'frame':
      return (
        <PartnerFrame
          key={state.src}
          src={state.src}
          origin={state.origin}
          title={t('frameTitle', { title })}
          loadingText={t('loading')}
          onMessage={(message) => (message.action === 'session-expired' ? expired() : store.partnerGames.balanceChanged())}
        />
      );
    case 'login-required':
    case 'session-ended':
      return (
        <PartnerNotice state={state} heading={t('loginTitle')} text={state.kind === 'login-required' ? t('loginText', { title }) : t('sessionEnded')}>
          <button type="button" className="sb-button" onClick={openLogin}>
            {t('login')}
          </button>
        </PartnerNotice>
      );
    case 'expired':
      return (
        <PartnerNotice state={state} heading={t('expiredTitle')} text={t('expired')}>
          <button type="button" className="sb-button" onClick={retry}>
            {t('restart')}
          </button>
        </PartnerNotice>
      );
    case 'error':
      return (
        <PartnerNotice state={state} heading={t('errorTitle')} text={t(`error.${state.problem}`)} alert>
          <button type="button" className="sb-button" onClick={retry}>
            {t('retry')}
          </button>
        </PartnerNotice>
      );
    case 'not-offered':
      return (
        <PartnerNotice state={state} heading={t('notOfferedTitle')} text={t('notOffered', { title })}>
          <AppLink className="sb-partner-notice__link" href="/">
            {t('goHome')}
          </AppLink>
        </PartnerNotice>
      );
  }
}

function PartnerNotice({ state, heading, text, alert = false, children }: { state: PartnerPageState; heading: string; text: string; alert?: boolean; children: React.ReactNode }) {
  return (
    <div className="sb-partner-notice" data-state={state.kind} role={alert ? 'alert' : undefined}>
      <h2 className="sb-partner-notice__title">{heading}</h2>
      <p className="sb-partner-notice__text">{text}</p>
      {children}
    </div>
  );
}
