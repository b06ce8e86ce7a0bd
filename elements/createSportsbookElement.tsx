import r2wc from '@r2wc/react-to-web-component';
import { Suspense, useEffect, useLayoutEffect, type ComponentType } from 'react';
import { RegionBoundary } from '../src/features/failures/RegionBoundary';
import { keepPriceFlashEventsFromReact } from '../src/features/prices/priceFlashEvents';
import { RuntimeProvider } from '../src/features/runtime/RuntimeContext';
import { AvailabilityGate } from '../src/features/shell/AvailabilityGate';
import { SportsbookSurface } from '../src/features/theme/SportsbookSurface';
import type { HostBridge } from '../src/host';
import { LoadingIndicator } from '../src/ui/LoadingIndicator';
import { retryableLazy } from '../src/ui/retryableLazy';
import { adoptStyles } from '../src/theme/adoptStyles';
import { styleSheets, type StyleSheets } from '../src/theme/styleSheets';
import { attributeNameOf, isSettingAttribute, type ElementAttribute, type ElementAttributes, type ElementShape, type FeatureAttribute } from './descriptions/elementDescription';
import { hasPageRuntime, leavePageRuntime, joinPageRuntime, type PageRuntime, type RuntimeUser } from './pageRuntime';
import * as hostActions from './hostActions';
import { takeEarlyProperties } from './attributeProperties';
import { applySettingChange } from './settingChanges';
import { settingAttributesOf } from './settingsFromAttributes';
import { joinedPageRuntime, leavePageEvents, startRuntimeFor } from './startRuntimeFor';
import type { FailedRegion, Runtime } from '../src/store';
import type { SportsbookElementMethods } from './publicTypes';
import { ReportResize } from './ReportResize';
import { elementStyles } from './elementStyles';
import { PrepaintHandover } from './prepaint/PrepaintHandover';

/** The JS value of an attribute of r2wc type `Type`, as its property and React prop carry it. */
type ValueOf<Type> = Type extends 'number' ? number : Type extends 'boolean' ? boolean : Type extends 'json' ? unknown : string;

/** The element's own attributes (not page settings): what its feature component receives as props. */
export type FeatureProps<Attributes extends ElementAttributes> = {
  readonly [Property in keyof Attributes as Attributes[Property] extends FeatureAttribute & { setting?: never } ? Property : never]?: ValueOf<Attributes[Property]['type']>;
};

/** One property per attribute (r2wc reflects it to the attribute): `el.apiBase = '…'` is `api-base="…"`. */
export type ElementProperties<Attributes extends ElementAttributes> = {
  -readonly [Property in keyof Attributes]: ValueOf<Attributes[Property]['type']> | null | undefined;
};

/** A feature module as an element loads it: the component, and the stylesheets of everything it renders. */
export interface LoadedFeature<Props> {
  default: ComponentType<Props>;
  styles: StyleSheets;
}

/** Everything the shared factory needs to make an element: its description's shape plus how it renders. */
export interface SportsbookElementDescriptor<Attributes extends ElementAttributes> extends ElementShape<Attributes> {
  /**
   * The feature tree and its styles (a feature's `*Feature.ts` module), loaded on first
   * connect so a page pays only for the elements it uses.
   */
  readonly loadFeature: () => Promise<LoadedFeature<NoInfer<FeatureProps<Attributes>>>>;
  /**
   * CSS this element needs beyond its feature's, adopted at once; the shared tokens, the
   * reset root and the brand theme are always there.
   */
  readonly styles?: StyleSheets;
  readonly loadingLabel: string;
  /**
   * What a feature that fails to load or render is reported and shown as (RegionBoundary);
   * 'page' when absent. The element shows that notice with a Retry, never an empty box.
   */
  readonly failureRegion?: FailedRegion;
  /**
   * Starts the data this element's first view needs when the runtime starts, in parallel
   * with its feature's code (once per runtime; through the runtime's API client and cache).
   */
  readonly startData?: (runtime: Runtime) => void;
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

// r2wc keeps the last parsed value when an attribute is removed or emptied, and only
// re-renders on a parsed change. Its render entry point is registered under this global
// symbol (@r2wc/core); createSportsbookElement.test.tsx fails if that ever changes.
const R2WC_RENDER = Symbol.for('r2wc.render');

/** A promise-returning method reports a refusal the way it reports any failure: as a rejection. */
function rejectWhenRefused(call: () => Promise<void>): Promise<void> {
  try {
    return call();
  } catch (refused) {
    return Promise.reject(refused);
  }
}

/**
 * Makes the custom element class for one description. Everything element-specific comes
 * from the descriptor, so a new element (for example `<sportsbook-event event-id>`) is a
 * new description and feature, with no change here.
 */
export function createSportsbookElement<const Attributes extends ElementAttributes>(descriptor: SportsbookElementDescriptor<Attributes>) {
  /** The loaded feature's stylesheets; set before the feature first renders anywhere on the page. */
  let featureStyles: StyleSheets = [];
  // Retryable: a feature chunk that failed to load is asked for again by the notice's Retry.
  const Feature = retryableLazy<Record<string, unknown>>(() =>
    descriptor.loadFeature().then((feature) => {
      featureStyles = feature.styles;
      return feature as unknown as { default: ComponentType<Record<string, unknown>> };
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
  const attributes: [string, ElementAttribute][] = Object.entries(descriptor.attributes);
  const properties = attributes.map(([property]) => property);
  const featureProperties = attributes.filter(([, attribute]) => !isSettingAttribute(attribute)).map(([property]) => property);
  const settingAttributes = settingAttributesOf(descriptor.attributes);
  const settingByName = new Map(settingAttributes.map((attribute) => [attribute.name, attribute]));
  const propertyByName = new Map(properties.map((property) => [attributeNameOf(property), property]));
  const own = { tagName: descriptor.tagName, settingAttributes };
  /** Runtimes whose first data this element kind has started (descriptor.startData). */
  const dataStarted = new WeakSet<Runtime>();

  function ElementRoot({ container, ...props }: { container?: HTMLElement } & Record<string, unknown>) {
    // r2wc renders into the shadow root and hands it over as `container`.
    const root = container as unknown as ShadowRoot;
    const host = root.host as HTMLElement;
    // Started on connect already; calling it again only looks the runtime up.
    const { runtime, bridge } = startRuntimeFor(host, own);
    const featureProps = Object.fromEntries(featureProperties.map((property) => [property, props[property]]));
    return (
      <RuntimeProvider runtime={runtime}>
        {/* Outside Suspense: it listens from the first render for React's first odds (prepaint.ts). */}
        <PrepaintHandover root={root} runtime={runtime} />
        <SportsbookSurface>
          <Suspense fallback={<LoadingIndicator label={descriptor.loadingLabel} />}>
            <AdoptFeatureStyles root={root} />
            {/* Maintenance and blocked show in place of the content (the host page never moves); ready is announced either way. */}
            <AvailabilityGate>
              <RegionBoundary region={descriptor.failureRegion ?? 'page'}>
                <Feature {...featureProps} />
              </RegionBoundary>
            </AvailabilityGate>
            <AnnounceReady bridge={bridge} host={host} />
            <ReportResize bridge={bridge} host={host} runtime={runtime} />
          </Suspense>
        </SportsbookSurface>
      </RuntimeProvider>
    );
  }

  /** A removed or emptied attribute: the property says so too, and a feature prop re-renders. */
  function keepPropertyInStep(element: HTMLElement, name: string, value: string | null): void {
    if (value !== null && value !== '') return;
    const property = propertyByName.get(name);
    if (property === undefined) return;
    const self = element as unknown as Record<string | symbol, unknown>;
    self[property] = value === null ? undefined : value;
    if (featureProperties.includes(property)) (self[R2WC_RENDER] as (() => void) | undefined)?.call(element);
  }

  // r2wc's props map: one property, one observed attribute and one React prop per attribute.
  const r2wcProps = Object.fromEntries(attributes.map(([property, attribute]) => [property, attribute.type]));
  const Base = r2wc(ElementRoot, { shadow: 'open', props: r2wcProps }) as R2wcElementClass;
  // Each element as a user of the page runtime; Sportsbook.destroy() empties it (r2wc's
  // unmount of its React root, as on disconnect). Weak: a removed element is not held.
  const users = new WeakMap<HTMLElement, RuntimeUser>();
  // Elements still on the page whose runtime Sportsbook.destroy() ended. A method called on
  // one must not quietly start a new runtime that no element shows and nothing ever ends;
  // it is refused until the element is added again (or Sportsbook.init() starts one).
  const releasedByDestroy = new WeakSet<HTMLElement>();
  const runtimeUser = (element: InstanceType<R2wcElementClass>): RuntimeUser => {
    let user = users.get(element);
    if (!user) {
      user = {
        release: () => {
          releasedByDestroy.add(element);
          Base.prototype.disconnectedCallback.call(element);
        },
      };
      users.set(element, user);
    }
    return user;
  };
  /** The runtime a method acts on: the page's, started now if the element comes first, never after destroy(). */
  const runtimeForMethod = (element: HTMLElement, method: string): PageRuntime => {
    if (releasedByDestroy.has(element) && !hasPageRuntime()) {
      throw new Error(
        `<${descriptor.tagName}>.${method}() was refused: Sportsbook.destroy() shut this sportsbook down. ` +
          'Remove the element and add it again, or call Sportsbook.init(), to start a new one.',
      );
    }
    return startRuntimeFor(element, own);
  };
  // The theme and the maintenance shell, which can replace any element's feature; then the element's own extra sheets.
  const styles = styleSheets(elementStyles, descriptor.styles ?? []);

  class SportsbookElement extends Base implements SportsbookElementMethods {
    /**
     * r2wc's constructor attaches the shadow root React renders into. The first paint before
     * React (elements/prepaint/prepaint.ts) may have attached it already, with the home
     * page's odds in it: React then renders into that same root, beside them, and takes over.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    constructor() {
      super();
      if (!this.shadowRoot) {
        throw new Error(`<${descriptor.tagName}> has no shadow root; the sportsbook needs one to keep its styles apart from the page.`);
      }
      adoptStyles(this.shadowRoot, styles);
      // Before r2wc's connectedCallback creates React's root on this shadow root.
      keepPriceFlashEventsFromReact(this.shadowRoot);
    }

    override connectedCallback(): void {
      takeEarlyProperties(this, properties);
      super.connectedCallback();
      // A microtask, so attributes and properties set in the same task as the insertion
      // (append, then setAttribute) are read at the start too; rendering and the methods
      // call startRuntimeFor themselves if they come first.
      queueMicrotask(() => {
        if (!this.isConnected) return;
        releasedByDestroy.delete(this);
        const { runtime } = startRuntimeFor(this, own);
        if (descriptor.startData && !dataStarted.has(runtime)) {
          dataStarted.add(runtime);
          descriptor.startData(runtime);
        }
        // A user of the runtime from now on: a grace period under way (the element was moved) stops.
        joinPageRuntime(runtimeUser(this));
      });
    }

    override disconnectedCallback(): void {
      // r2wc unmounts the React root (effects, observers, subscriptions end); the runtime
      // goes after the grace period once no element is left (elements/runtimeGrace.ts).
      super.disconnectedCallback();
      leavePageEvents(this);
      leavePageRuntime(runtimeUser(this));
    }

    override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      super.attributeChangedCallback(name, oldValue, newValue);
      keepPropertyInStep(this, name, newValue);
      const setting = settingByName.get(name);
      if (!setting || oldValue === newValue) return;
      // Before the element joins the runtime nothing is applied: joining reads every attribute.
      const page = joinedPageRuntime(this);
      if (page) applySettingChange(page.runtime, descriptor.tagName, setting, newValue);
    }

    /** Shows the sportsbook route at `path` ("/live/sport/"; the locale is added when missing). */
    navigate(path: string): void {
      hostActions.navigate(runtimeForMethod(this, 'navigate').runtime, path);
    }

    /** Logs the player in with the host's game token; resolves once logged in. */
    login(token: string): Promise<void> {
      return rejectWhenRefused(() => hostActions.login(runtimeForMethod(this, 'login').runtime, token));
    }

    /** Logs the player out (reason "host"); the betslip stays. */
    logout(): Promise<void> {
      return rejectWhenRefused(() => hostActions.logout(runtimeForMethod(this, 'logout').runtime));
    }

    /** Puts an outcome on the betslip, loading it when no page has shown it yet. */
    addSelection(outcomeId: string): Promise<void> {
      return rejectWhenRefused(() => hostActions.addSelection(runtimeForMethod(this, 'addSelection').runtime, outcomeId));
    }

    /** Takes an outcome off the betslip; one not on it is no error. */
    removeSelection(outcomeId: string): void {
      hostActions.removeSelection(runtimeForMethod(this, 'removeSelection').runtime, outcomeId);
    }
  }

  // r2wc declares the accessors at run time; the type says what they are.
  return SportsbookElement as unknown as { new (): HTMLElement & SportsbookElementMethods & ElementProperties<Attributes>; readonly observedAttributes: string[] };
}
