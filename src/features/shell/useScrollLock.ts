import { useSignalEffect } from '@preact/signals-react';
import type { UiModel } from '../../store';

/**
 * Spec 2: opening the login dialog or the mobile menu blocks page scrolling; closing
 * restores it. The page's own overflow value is put back exactly as it was.
 */
export function useScrollLock(ui: UiModel): void {
  useSignalEffect(() => {
    const locked = ui.modals.value.isLoginOpen || ui.mobileMenuOpen.value;
    if (!locked) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  });
}
