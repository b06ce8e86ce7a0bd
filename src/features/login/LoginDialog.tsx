import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { LoginForm } from './LoginForm';

/**
 * The login dialog (spec 2). Closable with × and Escape, except on brands that force
 * login (force_login, `onClose` absent): then only logging in, or leaving through the
 * forgotten-password link (`onLeave`), ends it.
 */
export function LoginDialog({ onClose, onLeave }: { onClose: (() => void) | undefined; onLeave: () => void }) {
  const { t } = useTranslation('login');
  return (
    <Modal title={t('title')} onClose={onClose} closeLabel={t('close')} className="sb-login-modal">
      <LoginForm onLeave={onLeave} />
    </Modal>
  );
}
