import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { CORE_CONSTANTS, type OperatorPageAction } from '../core';
import { ownedModel } from './ownedModel';
import type { Persistence } from './persistence';

export type ToastType = 'default' | 'info' | 'success' | 'warning' | 'error';

export interface Toast {
  id: number;
  type: ToastType;
  /** The text as given; shown when there is no message to translate. */
  text: string;
  /**
   * What to show in the bettor's language: an i18n key with its namespace ('placement:serverError')
   * and its values. A store has no translator, so the toast area translates when it renders.
   */
  message?: { key: string; values?: Record<string, string | number> };
  closable: boolean;
  durationMs: number;
  position: 'bottom-centre' | 'top-right';
}

/** Spec 3 "Modal flags". */
export interface ModalFlags {
  isLoginOpen: boolean;
  isOTPFormOpen: boolean;
  isQuestionFormOpen: boolean;
  isTermsOfUseOpen: boolean;
  isBoostOddsOpen: boolean;
}

/** An operator page the bettor asked for, as the host hears it (the `*-requested` events' detail). */
export interface OperatorPageRequest {
  action: OperatorPageAction;
  url: string | null;
  returnUrl: string;
  amount: number | null;
}

/**
 * Asked before the sportsbook starts something the host page may take over: the login
 * dialog (a logged-out bettor wants to log in) and the operator's pages (deposit, withdraw,
 * the cashier, registration, forgotten password). Each answers true when the sportsbook
 * goes on itself, false when the host took it over. The host bridge sets it.
 */
export interface HostHandoff {
  login(): boolean;
  operatorPage(request: OperatorPageRequest): boolean;
}

const SPORTSBOOK_HANDLES_ALL: HostHandoff = { login: () => true, operatorPage: () => true };

const CLOSED: ModalFlags = Object.freeze({ isLoginOpen: false, isOTPFormOpen: false, isQuestionFormOpen: false, isTermsOfUseOpen: false, isBoostOddsOpen: false });

/**
 * The shell's own state (spec 3): modal flags, menus (the mobile menu is not persisted;
 * the desktop one starts as the operator says, open by default, and the bettor's choice
 * is persisted), toasts (shown, updated, dismissed), and whether the
 * balance is shown.
 */
export function createUiModel(
  persistence: Persistence,
  setTimer?: (callback: () => void, ms: number) => void,
  /** Whether the desktop menu starts open for a bettor who never chose (the operator's desktop_menu_collapsed). */
  desktopMenuStartsOpen: () => boolean = () => true,
) {
  // A toast's own timer ends with the model.
  return ownedModel((owner) => buildUi(persistence, setTimer ?? ((callback, ms) => void owner.setTimeout(callback, ms)), desktopMenuStartsOpen));
}

function buildUi(persistence: Persistence, setTimer: (callback: () => void, ms: number) => void, desktopMenuStartsOpen: () => boolean) {
  // desktopMenuChoice, not the older desktopMenuOpen: that key was written with the balance
  // toggle before the menu had a button, so it never was the bettor's choice.
  const stored = persistence.read<{ desktopMenuChoice?: boolean; balanceVisible?: boolean }>('ui') ?? {};
  const modals = signal<ModalFlags>(CLOSED);
  const mobileMenuOpen = signal(false);
  // The bettor's own choice (null until the collapse button is pressed), over the operator's start.
  const desktopMenuChoice = signal<boolean | null>(typeof stored.desktopMenuChoice === 'boolean' ? stored.desktopMenuChoice : null);
  const desktopMenuOpen = computed(() => desktopMenuChoice.value ?? desktopMenuStartsOpen());
  const balanceVisible = signal(stored.balanceVisible ?? true);
  const toasts = signal<readonly Toast[]>([]);
  // The path with its locale that the router shows; '' until the first page renders.
  const currentPath = signal('');
  let handoff: HostHandoff = SPORTSBOOK_HANDLES_ALL;
  let nextToast = 1;
  const save = () => persistence.write('ui', { ...(desktopMenuChoice.value === null ? {} : { desktopMenuChoice: desktopMenuChoice.value }), balanceVisible: balanceVisible.value });

  const dismiss = (id: number) => {
    toasts.value = toasts.value.filter((toast) => toast.id !== id);
  };

  return {
    modals: modals as ReadonlySignal<ModalFlags>,
    mobileMenuOpen: mobileMenuOpen as ReadonlySignal<boolean>,
    desktopMenuOpen: desktopMenuOpen as ReadonlySignal<boolean>,
    balanceVisible: balanceVisible as ReadonlySignal<boolean>,
    toasts: toasts as ReadonlySignal<readonly Toast[]>,
    /** The sportsbook's current path with its locale ('/en/live/sport/'), in every routing mode. */
    currentPath: currentPath as ReadonlySignal<string>,
    /** Written by the router when the shown path changes. */
    setCurrentPath(path: string): void {
      currentPath.value = path;
    },
    /** Who handles login and operator page requests: see HostHandoff. */
    setHostHandoff(next: HostHandoff | null): void {
      handoff = next ?? SPORTSBOOK_HANDLES_ALL;
    },
    /**
     * A login asked for where the sportsbook has no dialog to open (the login-status widget
     * without <sportsbook-app>): asks the host only. True when the host left it to us.
     */
    requestLogin(): boolean {
      return handoff.login();
    },
    /** The bettor chose an operator page (Deposit, Join ...): true when the sportsbook should go on to open it. */
    requestOperatorPage(request: OperatorPageRequest): boolean {
      return handoff.operatorPage(request);
    },
    /**
     * Opens one dialog; opening a dialog closes the others. Opening the login dialog asks
     * the host first (HostHandoff.login), which may take the login over.
     */
    openModal(name: keyof ModalFlags): void {
      if (name === 'isLoginOpen' && !modals.value.isLoginOpen && !handoff.login()) return;
      modals.value = { ...CLOSED, [name]: true };
    },
    closeModals(): void {
      modals.value = CLOSED;
    },
    toggleMobileMenu(): void {
      mobileMenuOpen.value = !mobileMenuOpen.value;
    },
    toggleDesktopMenu(): void {
      desktopMenuChoice.value = !desktopMenuOpen.peek();
      save();
    },
    toggleBalance(): void {
      balanceVisible.value = !balanceVisible.value;
      save();
    },
    /** Spec 2: a toast can be shown, updated or dismissed; it goes by itself after its duration. */
    showToast(toast: Partial<Omit<Toast, 'id'>> & { text: string }): number {
      const id = nextToast++;
      const full: Toast = { type: 'default', closable: true, durationMs: CORE_CONSTANTS.toastMs, position: 'bottom-centre', ...toast, id };
      batch(() => {
        toasts.value = [...toasts.value, full];
      });
      if (full.durationMs > 0) setTimer(() => dismiss(id), full.durationMs);
      return id;
    },
    updateToast(id: number, changes: Partial<Omit<Toast, 'id'>>): void {
      toasts.value = toasts.value.map((toast) => (toast.id === id ? { ...toast, ...changes } : toast));
    },
    dismissToast: dismiss,
  };
}

export type UiModel = ReturnType<typeof createUiModel>;
