import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { Toast } from '../../store';
import { LaterTexts } from '../runtime/LaterTexts';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * The toast area (spec 2): default, info, success, warning and error toasts, shown,
 * updated and dismissed through the ui model. Errors and warnings interrupt a screen
 * reader (role alert); the others are polite status messages. Rendered inside the
 * element's shadow root, never into the host page's body.
 */
export function ToastArea() {
  useSignals();
  const { ui } = useRuntime().store;
  const toasts = ui.toasts.value;
  const byPosition = (position: 'bottom-centre' | 'top-right') => toasts.filter((toast) => toast.position === position);
  return (
    <>
      {(['bottom-centre', 'top-right'] as const).map((position) => (
        <div key={position} className={`sb-toasts sb-toasts--${position}`}>
          {byPosition(position).map((toast) => (
            // A message may be a later text ('placement:serverError', src/i18n/firstNamespaces.ts):
            // that toast shows once it has arrived, the others stay.
            <LaterTexts key={toast.id}>
              <ToastBox toast={toast} onDismiss={() => ui.dismissToast(toast.id)} />
            </LaterTexts>
          ))}
        </div>
      ))}
    </>
  );
}

/** The namespace of a message key: its prefix ('placement:serverError'), else the default one. */
function namespaceOf(key: string): string {
  const separator = key.indexOf(':');
  return separator > 0 ? key.slice(0, separator) : 'common';
}

function ToastBox({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const messageNamespace = toast.message ? namespaceOf(toast.message.key) : 'common';
  // The toast's own words are common ones; its message's namespace is waited for too.
  const { t } = useTranslation(messageNamespace === 'common' ? 'common' : ['common', messageNamespace]);
  const text = toast.message ? t(toast.message.key, toast.message.values ?? {}) : toast.text;
  return (
    <div className={`sb-toast sb-toast--${toast.type}`} role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}>
      <span className="sb-visually-hidden">{t(`toast.${toast.type}`)}: </span>
      <span className="sb-toast__text">{text}</span>
      {toast.closable ? (
        <button type="button" className="sb-toast__close" aria-label={t('toast.dismiss', { text })} onClick={onDismiss}>
          ×
        </button>
      ) : null}
    </div>
  );
}
