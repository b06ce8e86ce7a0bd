import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperatorFrame } from '../../operatorPages/OperatorFrame';
import { OperatorPageLink } from '../../operatorPages/OperatorPageLink';
import { useOperatorPageContext } from '../../operatorPages/useOperatorPageContext';
import { useAppLocation } from '../../routing/useAppLocation';
import { useRuntime } from '../../runtime/RuntimeContext';

/**
 * /account/deposit and /account/withdraw (issue 21): the operator's cashier in place when
 * cashier_mode is frame, otherwise the way to it (a link, or the host's button); without
 * an address, a notice that says where to go instead. A 'done' from the framed page asks
 * the balance at once and says so.
 */
export function CashierSection({ action }: { action: 'deposit' | 'withdraw' }) {
  useSignals();
  const { t } = useTranslation('cashier');
  const { store } = useRuntime();
  const { navigate } = useAppLocation();
  const read = useOperatorPageContext();
  const [done, setDone] = useState(false);
  const { context, base } = read();
  const choice = store.operatorPages.choice(action, context, base);
  return (
    <div className="sb-cashier-section">
      <h2 className="sb-cashier-section__title">{t(`title.${action}`)}</h2>
      {choice.kind === 'hidden' ? (
        <p className="sb-cashier-section__intro">{t('section.unavailable')}</p>
      ) : choice.kind === 'frame' ? (
        <>
          <p className="sb-cashier-section__intro">{t(`section.framed.${action}`)}</p>
          <div role="status">{done ? t('section.done') : null}</div>
          <OperatorFrame
            src={choice.src}
            origin={choice.origin}
            title={t(`title.${action}`)}
            loadingText={t('loading')}
            onMessage={(message) => {
              if (message.action === 'done') {
                setDone(true);
                void store.wallet.refetch();
              } else navigate('/account');
            }}
          />
          <p className="sb-operator-frame__elsewhere">
            <a href={choice.src} target="_blank" rel="noopener">
              {t('openInTab')}
            </a>
          </p>
        </>
      ) : (
        <>
          <p className="sb-cashier-section__intro">{t(`section.elsewhere.${action}`)}</p>
          <OperatorPageLink action={action} className="sb-button sb-cashier-section__open">
            {t(`section.open.${action}`)}
          </OperatorPageLink>
        </>
      )}
    </div>
  );
}
