import { useSignals } from '@preact/signals-react/runtime';
import { Suspense } from 'react';
import type { LayoutItem } from '../../core';
import { lazyModule } from '../../ui/lazyModule';
import { useRuntime } from '../runtime/RuntimeContext';
import { LayoutItems } from './LayoutItems';

/**
 * The drawer's content is loaded on demand (issue 19): a phone's first odds do not need it,
 * and a desktop never shows it. The shell prefetches it on a phone once the first odds are
 * on screen (usePrefetchOnDemand.ts), so a tap on the menu does not wait for it.
 */
const openMenuDrawer = lazyModule(() => import('./OpenMenuDrawer'));
const OpenMenuDrawer = openMenuDrawer.component((module) => module.OpenMenuDrawer);

/** Downloads the drawer's content ahead of the first tap on the menu. */
export const preloadMenuDrawer = openMenuDrawer.preload;

/**
 * Spec 2 mobile menu: a drawer from the left over a backdrop while store.ui.mobileMenuOpen
 * (the header's hamburger and the footer's menu item toggle it). It behaves as a modal
 * dialog: focus moves in and stays in, and comes back on close; Escape, the backdrop and
 * any navigation close it. Until its code has arrived nothing shows (it covers the page, so
 * it moves nothing when it appears) and focus stays on the button that opened it.
 */
export function MenuDrawer({ items = [] }: { items?: readonly LayoutItem[] }) {
  useSignals();
  const { ui } = useRuntime().store;
  if (!ui.mobileMenuOpen.value) return null;
  return (
    <Suspense fallback={null}>
      <OpenMenuDrawer close={() => ui.mobileMenuOpen.peek() && ui.toggleMobileMenu()}>
        <LayoutItems items={items} />
      </OpenMenuDrawer>
    </Suspense>
  );
}
