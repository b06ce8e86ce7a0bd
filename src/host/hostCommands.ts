import type { HostViewport, Runtime } from '../store';

/** Commands say who sent them, as our own messages do ('sportsbook'). */
export const HOST_COMMAND_SOURCE = 'sportsbook-host';
export const HOST_COMMAND_VERSION = 1;

/** Where the framing page's viewport is, so overlays open where the bettor looks (store/hostViewportModel.ts). */
export type { HostViewport };

/** What each command does; the same actions as the element methods (navigate, login ...). */
export interface HostCommandActions {
  navigate(path: string): void;
  setToken(token: string | null): Promise<void>;
  setLocale(locale: string): void;
  logout(): Promise<void>;
  addSelection(outcomeId: string): Promise<void>;
  viewport(viewport: HostViewport): void;
}

/** The parts of `window` the listener uses, so a test can hand it a framed window. */
export interface HostCommandWindow {
  readonly parent: unknown;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  readonly console: Pick<Console, 'warn' | 'error'>;
}

type Parsed = { run: (actions: HostCommandActions) => unknown } | { problem: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Each command's payload, checked before anything runs; a problem names the expected shape. */
const COMMANDS: Record<string, (payload: Record<string, unknown>) => Parsed> = {
  'set-token': ({ token }) =>
    token === null || (typeof token === 'string' && token.trim() !== '')
      ? { run: (actions) => actions.setToken(token === null ? null : token.trim()) }
      : { problem: 'needs { token: "<the player\'s game token>" }, or { token: null } to log the player out.' },
  'set-locale': ({ locale }) =>
    typeof locale === 'string' ? { run: (actions) => actions.setLocale(locale) } : { problem: 'needs { locale: "de" }: a two-letter language code.' },
  navigate: ({ path }) =>
    typeof path === 'string' && path.startsWith('/') && !path.startsWith('//')
      ? { run: (actions) => actions.navigate(path) }
      : { problem: 'needs { path: "/en/live/sport/" }: a path of the sportsbook starting with one "/".' },
  logout: () => ({ run: (actions) => actions.logout() }),
  'add-selection': ({ outcomeId }) =>
    typeof outcomeId === 'string' && outcomeId.trim() !== ''
      ? { run: (actions) => actions.addSelection(outcomeId.trim()) }
      : { problem: 'needs { outcomeId: "<an outcome id from our API>" }.' },
  viewport: ({ top, height }) =>
    isFiniteNumber(top) && isFiniteNumber(height) && height >= 0
      ? { run: (actions) => actions.viewport({ top, height }) }
      : { problem: 'needs { top, height } in CSS pixels: the frame\'s top relative to your viewport and your viewport\'s height.' },
};

export const HOST_COMMAND_TYPES: readonly string[] = Object.freeze(Object.keys(COMMANDS));

/**
 * Listens for commands from the framing page: `{ source: 'sportsbook-host', version: 1,
 * type, payload, channel? }`. A command counts only when it comes from the configured
 * host origin, from the parent window itself (not another frame of that origin), and on
 * this sportsbook's channel when one is set; anything else is ignored. Returns the
 * function that stops listening.
 */
export function listenToHostCommands(runtime: Runtime, win: HostCommandWindow, actions: HostCommandActions): () => void {
  let warnedAboutOrigin = false;

  function report(type: string, problem: string): void {
    win.console.error(`The host's "${type}" command ${problem}`);
  }

  function onMessage(event: MessageEvent): void {
    const message: unknown = event.data;
    // Pages carry other postMessage traffic (tools, other widgets): only ours is looked at.
    if (!isRecord(message) || message.source !== HOST_COMMAND_SOURCE) return;
    const hostOrigin = runtime.config.hostOrigin.peek();
    if (hostOrigin === null || event.origin !== hostOrigin) {
      if (!warnedAboutOrigin) {
        warnedAboutOrigin = true;
        // The origin only, never the message: it may carry a token.
        win.console.warn(
          hostOrigin === null
            ? `The sportsbook ignored a command from ${event.origin}: it accepts commands only once host-origin is set to the framing page's origin.`
            : `The sportsbook ignored a command from ${event.origin}: only ${hostOrigin} (its host-origin) may send commands.`,
        );
      }
      return;
    }
    // The right origin is not enough: another frame of that origin is not the host page.
    if (event.source === null || event.source !== win.parent || win.parent === win) return;
    const channel = runtime.config.channel.peek();
    if (channel !== null && message.channel !== channel) return;

    const type = typeof message.type === 'string' ? message.type : String(message.type);
    if (message.version !== HOST_COMMAND_VERSION) {
      report(type, `has version ${String(message.version)}; this sportsbook understands version ${HOST_COMMAND_VERSION}. Send version: 1.`);
      return;
    }
    const parse = Object.hasOwn(COMMANDS, type) ? COMMANDS[type] : undefined;
    if (!parse) {
      report(type, `is not a command. Use one of ${HOST_COMMAND_TYPES.map((name) => `"${name}"`).join(', ')}.`);
      return;
    }
    const parsed = parse(isRecord(message.payload) ? message.payload : {});
    if ('problem' in parsed) {
      report(type, parsed.problem);
      return;
    }
    try {
      const result = parsed.run(actions);
      if (result instanceof Promise) result.catch((error: unknown) => report(type, `failed: ${(error as Error)?.message ?? String(error)}`));
    } catch (error) {
      report(type, `failed: ${(error as Error)?.message ?? String(error)}`);
    }
  }

  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
