import r2wc from '@r2wc/react-to-web-component';
import { lazy, Suspense, useEffect, useLayoutEffect, type ComponentType } from 'react';
import { RuntimeProvider } from '../src/features/runtime/RuntimeContext';
import { AvailabilityGate } from '../src/features/shell/AvailabilityGate';
import maintenanceShellCss from '../src/features/shell/MaintenanceShell.css?inline';
import { SportsbookSurface } from '../src/features/theme/SportsbookSurface';
import { themeStyles } from '../src/features/theme/styles';
import type { HostBridge } from '../src/host';
import type { SportsbookSettings } from '../src/store';
import { LoadingIndicator } from '../src/ui/LoadingIndicator';
import { adoptStyles } from '../src/theme/adoptStyles';
import type { StyleSheets } from '../src/theme/styleSheets';
import { getPageRuntime, hasPageRuntime } from './pageRuntime';
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

/** A feature module as an element loads it: the component, and the stylesheets of everything it renders. */
export interface LoadedFeature {
  default: ComponentType;
  styles: StyleSheets;
}

export interface SportsbookElementOptions {
  tagName: string;
  /**
   * The feature tree and its styles (a feature's `*Feature.ts` module), loaded on first
   * connect so a page pays only for the elements it uses.
   */
  loadFeature: () => Promise<LoadedFeature>;
  /**
   * CSS this element needs beyond its feature's, adopted at once; the shared tokens, the
   * reset root and the brand theme are always there.
   */
  styles?: StyleSheets;
  loadingLabel: string;
}

function AnnounceReady({ bridge, host }: { bridge: HostBridge; host: HTMLElement }) {
  // Sits inside the same Suspense boundary as the feature, so it commits with the
  // feature's first real render and not with the loading fallback.
  useEffect(() => bridge.announceReady(host), [bridge, host]);
  return null;
}

/** The r2wc base class, typed with the callbacks we extend. */
type R2wcElementClass = new () => HTMLElement & {
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
};

export function createSportsbookElement(options: SportsbookElementOptions) {
  /** The loaded feature's stylesheets; set before the feature first renders anywhere on the page. */
  let featureStyles: StyleSheets = [];
  const Feature = lazy(() =>
    options.loadFeature().then((feature) => {
      featureStyles = feature.styles;
      return feature;
    }),
  );

  /**
   * Adopts the feature's stylesheets into this element's shadow root. It sits before the
   * feature in the same Suspense boundary, so it commits with the feature's first render
   * and its layout effect runs before the feature's own and before the browser paints:
   * the feature never shows unstyled, and nothing measures it unstyled.
   */
  function AdoptFeatureStyles({ root }: { root: ShadowRoot }) {
    useLayoutEffect(() => adoptStyles(root, featureStyles), [root]);
    return null;
  }

  function ElementRoot({ container }: { container?: HTMLElement }) {
    const { runtime, bridge } = getPageRuntime();
    // r2wc renders into the shadow root and hands it over as `container`.
    const root = container as unknown as ShadowRoot;
    const host = root.host as HTMLElement;
    return (
      <RuntimeProvider runtime={runtime}>
        <SportsbookSurface>
          <Suspense fallback={<LoadingIndicator label={options.loadingLabel} />}>
            <AdoptFeatureStyles root={root} />
            {/* Maintenance and blocked show in place of the content (the host page never moves); ready is announced either way. */}
            <AvailabilityGate>
              <Feature />
            </AvailabilityGate>
            <AnnounceReady bridge={bridge} host={host} />
            <ReportResize bridge={bridge} host={host} runtime={runtime} />
          </Suspense>
        </SportsbookSurface>
      </RuntimeProvider>
    );
  }

  const Base = r2wc(ElementRoot, { shadow: 'open', props: {} }) as R2wcElementClass;
  // The maintenance shell can replace any element's feature, so every element carries its styles.
  const styles = [...themeStyles, maintenanceShellCss, ...(options.styles ?? [])];

  return class SportsbookElement extends Base implements SportsbookElementMethods {
    static get observedAttributes(): string[] {
      return Object.keys(SETTING_ATTRIBUTES);
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
