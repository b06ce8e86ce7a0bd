import { useSignals } from '@preact/signals-react/runtime';
import { useRuntime } from '../runtime/RuntimeContext';

const TYPE_LABEL = { default: 'Notice', info: 'Information', success: 'Done', warning: 'Warning', error: 'Error' } as const;

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
            <div key={toast.id} className={`sb-toast sb-toast--${toast.type}`} role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}>
              <span className="sb-visually-hidden">{TYPE_LABEL[toast.type]}: </span>
              <span className="sb-toast__text">{toast.text}</span>
              {toast.closable ? (
                <button type="button" className="sb-toast__close" aria-label={`Dismiss: ${toast.text}`} onClick={() => ui.dismissToast(toast.id)}>
                  ×
                </button>
              ) : null}
            </div>
          ))}
        </div>
      ))}
    </>
  );
}
