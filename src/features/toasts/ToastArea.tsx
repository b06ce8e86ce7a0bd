import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('common');
  const toasts = ui.toasts.value;
  const byPosition = (position: 'bottom-centre' | 'top-right') => toasts.filter((toast) => toast.position === position);
  return (
    <>
      {(['bottom-centre', 'top-right'] as const).map((position) => (
        <div key={position} className={`sb-toasts sb-toasts--${position}`}>
          {byPosition(position).map((toast) => {
            const text = toast.message ? t(toast.message.key, toast.message.values ?? {}) : toast.text;
            return (
              <div key={toast.id} className={`sb-toast sb-toast--${toast.type}`} role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}>
                <span className="sb-visually-hidden">{t(`toast.${toast.type}`)}: </span>
                <span className="sb-toast__text">{text}</span>
                {toast.closable ? (
                  <button type="button" className="sb-toast__close" aria-label={t('toast.dismiss', { text })} onClick={() => ui.dismissToast(toast.id)}>
                    ×
                  </button>
                ) : null}
              </div>
            );
          })}
        </div>
      ))}
    </>
  );
}
