import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';
const FIELDS = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';
const DIALOGS = '[role="dialog"], [role="alertdialog"]';

export interface ModalProps {
  /** The dialog's name: rendered as its heading and referenced by aria-labelledby. */
  title: ReactNode;
  /** Closes the dialog (× button and Escape). Without it the dialog cannot be dismissed. */
  onClose?: (() => void) | undefined;
  /** The × button's accessible name, in the page's language (ui has no texts of its own). */
  closeLabel?: string;
  /** 'alertdialog' for a confirmation that interrupts the bettor. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /**
   * The dialog holds a frame (the operator's cashier): Tab inside the frame's page never
   * reaches us, so a guard after the content takes the focus that leaves it forward back to
   * the dialog's first control.
   */
  containsFrame?: boolean;
  children: ReactNode;
}

/**
 * The element focused now, looking through shadow roots: inside an element's shadow root
 * `document.activeElement` is only the host.
 */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

function focusables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.closest(DIALOGS) === dialog && !element.closest('[hidden], [inert]') && !element.hasAttribute('data-focus-guard'));
}

/**
 * An accessible modal dialog: role dialog, aria-modal, named by its title. On open focus
 * moves to the first field (else the first control after the × button, else the dialog);
 * Tab and Shift+Tab stay inside; Escape closes when the dialog is closable; on close focus
 * goes back to what had it before. It renders where it is mounted, never portalled to
 * document.body, so it stays inside the element's shadow root and its styles
 * (docs/architecture.md "Style isolation"). A modal opened from inside another one is
 * trapped on its own: the outer one ignores keys coming from the inner one.
 */
export function Modal({ title, onClose, closeLabel = 'Close', role = 'dialog', className, containsFrame = false, children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const opener = deepActiveElement();
    const dialog = dialogRef.current;
    if (dialog) {
      const field = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? [...dialog.querySelectorAll<HTMLElement>(FIELDS)].find((element) => element.closest(DIALOGS) === dialog);
      const control = focusables(dialog).find((element) => !element.hasAttribute('data-modal-close'));
      (field ?? control ?? dialog).focus();
    }
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog || event.defaultPrevented || (event.target as HTMLElement).closest(DIALOGS) !== dialog) return;
    if (event.key === 'Escape') {
      if (!onClose) return;
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const active = deepActiveElement();
    const inside = active !== null && items.includes(active);
    if (event.shiftKey && (!inside || active === first)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (!inside || active === last)) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={className ? `sb-modal ${className}` : 'sb-modal'}>
      {/* Pressing on the backdrop must not take focus out of the dialog. */}
      <div className="sb-modal__backdrop" aria-hidden="true" onMouseDown={(event) => event.preventDefault()} />
      <div ref={dialogRef} className="sb-modal__dialog" role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <div className="sb-modal__header">
          <h2 id={titleId} className="sb-modal__title">
            {title}
          </h2>
          {onClose ? (
            <button type="button" className="sb-modal__close" aria-label={closeLabel} data-modal-close="" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <div className="sb-modal__body">{children}</div>
        {containsFrame ? (
          <span
            className="sb-modal__guard"
            tabIndex={0}
            data-focus-guard=""
            onFocus={() => {
              const dialog = dialogRef.current;
              if (dialog) (focusables(dialog)[0] ?? dialog).focus();
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
