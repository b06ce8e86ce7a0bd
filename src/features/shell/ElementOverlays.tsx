import { Suspense, useRef, type ComponentType } from 'react';
import { lazyModule } from '../../ui/lazyModule';
import { usePageOverlays } from './usePageOverlays';

const overlays = lazyModule(() => import('./elementOverlaysChunk'));
const PageOverlays = overlays.component((module) => module.PageOverlays);

/**
 * The page's dialogs and toasts in `<sportsbook-betslip>` or `<sportsbook-mybets>` when no
 * `<sportsbook-app>` is on the page to show them (usePageOverlays): the login My Bets and
 * the slip offer opens here, unless the host takes it over (`sportsbook-login-requested`).
 * With an app on the page (the casino) this renders nothing and downloads nothing: the
 * dialogs, the toast area and their styles are a chunk of their own.
 */
export function ElementOverlays() {
  // Its place in the page: of two elements alone, the first in the document shows them.
  const place = useRef<HTMLSpanElement>(null);
  const owns = usePageOverlays('element', place);
  return (
    <>
      <span ref={place} hidden />
      {owns ? (
        <Suspense fallback={null}>
          <PageOverlays />
        </Suspense>
      ) : null}
    </>
  );
}

/** A feature for an element on its own: the feature, then the page's dialogs and toasts if nobody else shows them. */
export function withElementOverlays<Props extends object>(Feature: ComponentType<Props>): ComponentType<Props> {
  function FeatureWithOverlays(props: Props) {
    return (
      <>
        <Feature {...props} />
        <ElementOverlays />
      </>
    );
  }
  FeatureWithOverlays.displayName = `WithElementOverlays(${Feature.displayName ?? Feature.name})`;
  return FeatureWithOverlays;
}
