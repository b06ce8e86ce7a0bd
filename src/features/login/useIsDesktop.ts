import { useEffect, useState } from 'react';
import { CORE_CONSTANTS } from '../../core';

const DESKTOP_MIN_WIDTH_PX = CORE_CONSTANTS.breakpointsPx[0] ?? 1024;

/** Spec 9: from the first breakpoint (1024 px) up the layout is desktop; follows resizes. */
export function useIsDesktop(): boolean {
  const [desktop, setDesktop] = useState(() => window.innerWidth >= DESKTOP_MIN_WIDTH_PX);
  useEffect(() => {
    const update = () => setDesktop(window.innerWidth >= DESKTOP_MIN_WIDTH_PX);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return desktop;
}
