import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import type { OperatorFrame as OperatorFrameState } from '../../store';
import { OperatorFrame } from './OperatorFrame';

/**
 * The operator's page (cashier, registration, forgotten password) in the sportsbook's
 * dialog, `*_mode: frame` (docs/account-cashier.md): titled by the action, a close button,
 * focus trapped (into the frame and back) and returned to the control that opened it,
 * Escape closes. The page ends it with 'done' (the balance is asked at once) or 'close';
 * a link under the frame opens the page in a tab when it cannot show framed.
 */
export function OperatorFrameDialog({ frame, onDone, onClose }: { frame: OperatorFrameState; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation('cashier');
  const title = t(`title.${frame.action}`);
  return (
    <Modal title={title} onClose={onClose} closeLabel={t('close')} className="sb-operator-modal" containsFrame>
      <OperatorFrame src={frame.src} origin={frame.origin} title={title} loadingText={t('loading')} onMessage={(message) => (message.action === 'done' ? onDone() : onClose())} />
      <p className="sb-operator-frame__elsewhere">
        <a href={frame.src} target="_blank" rel="noopener" onClick={onClose}>
          {t('openInTab')}
        </a>
      </p>
    </Modal>
  );
}
