import r2wc from '@r2wc/react-to-web-component';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { RuntimeProvider } from '../src/features/runtime/RuntimeContext';
import type { HostBridge } from '../src/host';
import type { SportsbookSettings } from '../src/store';
import baseCss from '../src/ui/base.css?inline';
import { LoadingIndicator } from '../src/ui/LoadingIndicator';
import tokensCss from '../src/theme/tokens.css?inline';
import { adoptStyles } from '../src/theme/adoptStyles';
import { getPageRuntime, hasPageRuntime, joinPageRuntime, leavePageRuntime, type RuntimeUser } from './pageRuntime';
import * as hostActions from './hostActions';
import { settingsFromAttributes } from './settingsFromAttributes';
import type { SportsbookElementMethods } from './publicTypes';
import { ReportResize } from './ReportResize';

/** Attributes every sportsbook element understands, and the setting each one feeds. */
const SETTING_ATTRIBUTES = {
  brand: 'brand',
  locale: 'locale',
  'host-origin': 'hostOrigin',
  'api-base': 'apiBase',
  routing: 'routing',
  'base-path': 'basePath',
  theme: 'theme',
  'odds-format': 'oddsFormat',
  mode: 'mode',
  token: 'token',
  channel: 'channel',
} as const satisfies Record<string, keyof SportsbookSettings>;

type SettingAttribute = keyof typeof SETTING_ATTRIBUTES;

function isSettingAttribute(name: string): name is SettingAttribute {
  return Object.hasOwn(SETTING_ATTRIBUTES, name);
}

export interface SportsbookElementOptions {
  tagName: string;
  /** The feature tree, loaded on first connect so a page pays only for the elements it uses. */
  loadFeature: () => Promise<{ default: ComponentType }>;
  /** CSS for this element's shadow root, on top of the shared tokens and base styles. */
  styles: readonly string[];
  loadingLabel: string;
}

function AnnounceReady({ bridge, host }: { bridge: HostBridge; host: HTMLElement }) {
  // Sits inside the same Suspense boundary as the feature, so it commits with the
  // feature's first real render and not with the loading fallback.
  useEffect(() => bridge.announceReady(host), [bridge, host]);
  return null;
}

/** The r2wc base class, typed with the callbacks we extend. r2wc mounts a React root on connect and unmounts it on disconnect. */
type R2wcElementClass = new () => HTMLElement & {
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
};

export function createSportsbookElement(options: SportsbookElementOptions) {
  const Feature = lazy(options.loadFeature);

  function ElementRoot({ container }: { container?: HTMLElement }) {
    const { runtime, bridge } = getPageRuntime();
    // r2wc renders into the shadow root and hands it over as `container`.
    const host = (container as unknown as ShadowRoot).host as HTMLElement;
    return (
      <RuntimeProvider runtime={runtime}>
        <div className="sb-root">
          <Suspense fallback={<LoadingIndicator label={options.loadingLabel} />}>
            <Feature />
            <AnnounceReady bridge={bridge} host={host} />
            <ReportResize bridge={bridge} host={host} runtime={runtime} />
          </Suspense>
        </div>
      </RuntimeProvider>
    );
  }

  const Base = r2wc(ElementRoot, { shadow: 'open', props: {} }) as R2wcElementClass;
  // Each element as a user of the page runtime; Sportsbook.destroy() empties it (r2wc's
  // unmount of its React root, as on disconnect). Weak: a removed element is not held.
  const users = new WeakMap<HTMLElement, RuntimeUser>();
  const runtimeUser = (element: InstanceType<R2wcElementClass>): RuntimeUser => {
    let user = users.get(element);
    if (!user) {
      user = { release: () => Base.prototype.disconnectedCallback.call(element) };
      users.set(element, user);
    }
    return user;
  };
  const styles = [tokensCss, baseCss, ...options.styles];

  return class SportsbookElement extends Base implements SportsbookElementMethods {
    static get observedAttributes(): string[] {
      return Object.keys(SETTING_ATTRIBUTES);
    }

    override connectedCallback(): void {
      // Joined before rendering: the tree renders with the page runtime, a new one when the
      // last was disposed, started with this element's settings (api-base is read at the start).
      joinPageRuntime(runtimeUser(this), settingsFromAttributes(this, SETTING_ATTRIBUTES));
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      // r2wc unmounts the React root (effects, observers, subscriptions end); the runtime
      // goes after the grace period once no element is left (elements/runtimeGrace.ts).
      super.disconnectedCallback();
      leavePageRuntime(runtimeUser(this));
    }

    constructor() {
      super();
      if (!this.shadowRoot) {
        throw new Error(`<${options.tagName}> has no shadow root; the sportsbook needs one to keep its styles apart from the page.`);
      }
      adoptStyles(this.shadowRoot, styles);
    }

    override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      super.attributeChangedCallback(name, oldValue, newValue);
      if (!isSettingAttribute(name) || oldValue === newValue) return;
      const setting = SETTING_ATTRIBUTES[name];
      // A removed host-origin switches messaging off and a removed theme follows the operator
      // again; other removed attributes keep the
      // page's current value, because another element on the page may have set it.
      // A removed odds-format hands the choice back to the bettor, a removed token logs the
      // host's player out.
      if (newValue === null && setting !== 'hostOrigin' && setting !== 'theme' && setting !== 'oddsFormat' && setting !== 'token') return;
      // The first element to change an attribute may create the page runtime: it starts with
      // all of this element's attributes (api-base is read once, at the start).
      const started = hasPageRuntime();
      const { runtime } = getPageRuntime(settingsFromAttributes(this, SETTING_ATTRIBUTES));
      // The API client took its address at the start: a later one would show in the config
      // and be used by nothing, so it is refused out loud.
      if (setting === 'apiBase' && started && newValue !== null && newValue.trim() !== runtime.config.apiBase.peek()) {
        console.error(
          `<${options.tagName}> api-base "${newValue}" is not used: the sportsbook started with "${runtime.config.apiBase.peek()}" and reads api-base once. ` +
            'Give api-base to the first sportsbook element on the page (every element shares one runtime), or call Sportsbook.init({ apiBase }) before any element is added.',
        );
        return;
      }
      const problems = runtime.config.apply({ [setting]: newValue });
      for (const problem of problems) {
        console.error(`<${options.tagName}> ${problem}`);
      }
    }

    /** Shows the sportsbook route at `path` ("/live/sport/"; the locale is added when missing). */
    navigate(path: string): void {
      hostActions.navigate(getPageRuntime().runtime, path);
    }

    /** Logs the player in with the host's game token; resolves once logged in. */
    login(token: string): Promise<void> {
      return hostActions.login(getPageRuntime().runtime, token);
    }

    /** Logs the player out (reason "host"); the betslip stays. */
    logout(): Promise<void> {
      return hostActions.logout(getPageRuntime().runtime);
    }

    /** Puts an outcome on the betslip, loading it when no page has shown it yet. */
    addSelection(outcomeId: string): Promise<void> {
      return hostActions.addSelection(getPageRuntime().runtime, outcomeId);
    }

    /** Takes an outcome off the betslip; one not on it is no error. */
    removeSelection(outcomeId: string): void {
      hostActions.removeSelection(getPageRuntime().runtime, outcomeId);
    }
  };
}
