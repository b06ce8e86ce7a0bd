import { useEffect, useState } from 'react';
import { CORE_CONSTANTS } from '../../core';

/** Spec 9: desktop starts at the first breakpoint (1024 px); below it the header is the mobile one. */
export const DESKTOP_MIN_PX = CORE_CONSTANTS.breakpointsPx[0] ?? 1024;

/** Whether the window is desktop wide, following resizes. */
export function useIsDesktop(): boolean {
  const [desktop, setDesktop] = useState(() => window.innerWidth >= DESKTOP_MIN_PX);
  useEffect(() => {
    const update = () => setDesktop(window.innerWidth >= DESKTOP_MIN_PX);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return desktop;
}
