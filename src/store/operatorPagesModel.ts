import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { chooseOperatorPage, consoleLogger, readOperatorPages, type CoreLogger, type OperatorPage, type OperatorPageAction, type OperatorPageChoice, type OperatorPageContext } from '../core';
import { ownedModel } from './ownedModel';
import type { UiModel } from './uiModel';

/** The operator page shown in the sportsbook's frame dialog. */
export interface OperatorFrame {
  action: OperatorPageAction;
  /** The address framed, with return_url and lang. */
  src: string;
  /** The only origin whose messages the dialog takes. */
  origin: string;
}

/** What the control the bettor pressed does next: follow its own link, or nothing (the host, the frame or no address took it). */
export type OperatorPageOutcome = 'follow-link' | 'handled';

export interface OperatorPagesDependencies {
  raw: ReadonlySignal<Readonly<Record<string, unknown>> | null>;
  ui: Pick<UiModel, 'requestOperatorPage' | 'openModal'>;
  loggedIn: ReadonlySignal<boolean>;
  /** Asks the balance again at once (a frame said 'done'). */
  refetchWallet: () => Promise<unknown>;
  logger?: Pick<CoreLogger, 'error'>;
}

/**
 * The operator's pages (issue 21, docs/account-cashier.md): each page's mode and address
 * from the settings, a refused mode told once on the console, what a press does (the host's
 * event first, then a link, the host alone, or the frame dialog), and the frame dialog's
 * state, which a logout closes.
 */
export function createOperatorPagesModel(dependencies: OperatorPagesDependencies) {
  return ownedModel(() => buildOperatorPages(dependencies));
}

function buildOperatorPages({ raw, ui, loggedIn, refetchWallet, logger = consoleLogger }: OperatorPagesDependencies) {
  const reading = computed(() => readOperatorPages(raw.value));
  const pages = computed(() => reading.value.pages);
  const frame = signal<OperatorFrame | null>(null);
  /** How many shells on the page can show the frame dialog (OperatorFrameHost). */
  const frameHosts = signal(0);
  const told = new Set<string>();
  effect(() => {
    for (const problem of reading.value.problems) {
      if (told.has(problem)) continue;
      told.add(problem);
      logger.error(problem);
    }
  });
  // A cashier must not stay open on a session that ended (logout, expiry): the frame closes.
  let wasLoggedIn = loggedIn.peek();
  effect(() => {
    const now = loggedIn.value;
    if (wasLoggedIn && !now) frame.value = null;
    wasLoggedIn = now;
  });

  return {
    /** Every operator page's mode and address. */
    pages: pages as ReadonlySignal<Readonly<Record<OperatorPageAction, OperatorPage>>>,
    /** The page in the frame dialog, or null. */
    frame: frame as ReadonlySignal<OperatorFrame | null>,
    /** How `action`'s control shows: a link, the host's button, the frame's, or nothing. */
    choice(action: OperatorPageAction, context: OperatorPageContext, base: string): OperatorPageChoice {
      return chooseOperatorPage(pages.value[action], context, base);
    },
    /**
     * The bettor pressed `action`'s control. The host hears the cancelable event first (in
     * every mode); then a link is followed, the frame dialog opens, or in host mode nothing
     * more happens (a host that did not call preventDefault() is told on the console).
     */
    request(action: OperatorPageAction, context: OperatorPageContext, base: string): OperatorPageOutcome {
      const page = pages.peek()[action];
      const choice = chooseOperatorPage(page, context, base);
      if (choice.kind === 'hidden') return 'handled';
      const amount = context.amount ? Number(context.amount) : null;
      const goOn = ui.requestOperatorPage({ action, url: page.url, returnUrl: context.returnUrl, amount });
      if (!goOn) return 'handled';
      if (choice.kind === 'host') {
        logger.error(
          `Sportsbook: ${action} is left to the host page (${action === 'register' ? 'registration_mode' : action === 'forgotten-password' ? 'forgotten_password_mode' : 'cashier_mode'} is host), but no listener called preventDefault() on its event, so nothing opened for the bettor. ` +
            'Listen for it on document and call event.preventDefault() when your page opens the operator\'s page (docs/account-cashier.md "Host events").',
        );
        return 'handled';
      }
      if (choice.kind === 'frame') {
        // No shell on the page shows the dialog (a <sportsbook-betslip> alone): the link goes to the page instead.
        if (frameHosts.peek() === 0) return 'follow-link';
        frame.value = { action, src: choice.src, origin: choice.origin };
        return 'handled';
      }
      return 'follow-link';
    },
    /** The bettor closed the dialog, or the page said 'close'. */
    close(): void {
      frame.value = null;
    },
    /**
     * The page said 'done': the balance is asked at once and the dialog closes. After Join or
     * a new password the bettor's next step is to log in, so the login dialog opens.
     */
    done(): void {
      const action = frame.peek()?.action;
      frame.value = null;
      void refetchWallet();
      if ((action === 'register' || action === 'forgotten-password') && !loggedIn.peek()) ui.openModal('isLoginOpen');
    },
    /** A shell that shows the frame dialog is on the page; returns its leaving. */
    hostFrames(): () => void {
      frameHosts.value += 1;
      let left = false;
      return () => {
        if (left) return;
        left = true;
        frameHosts.value -= 1;
        if (frameHosts.peek() === 0) frame.value = null;
      };
    },
  };
}

export type OperatorPagesModel = ReturnType<typeof createOperatorPagesModel>;
