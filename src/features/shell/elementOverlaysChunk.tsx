/**
 * What an element alone on a page loads to show the page's dialogs and toasts
 * (ElementOverlays.tsx): the login dialogs, the toast area, the router the dialogs
 * navigate with, and the stylesheets of all of them, adopted into the element's own
 * shadow root (the element's feature did not bring them).
 */
import { useLayoutEffect, useRef } from 'react';
import { adoptStyles } from '../../theme/adoptStyles';
import { styleSheets } from '../../theme/styleSheets';
import { visuallyHiddenStyles } from '../../ui/styles';
import { LoginDialogs } from '../login/LoginDialogs';
import { loginStyles } from '../login/styles';
import { SportsbookRouter } from '../routing/SportsbookRouter';
import { LaterTexts } from '../runtime/LaterTexts';
import { ToastArea } from '../toasts/ToastArea';
import { toastsStyles } from '../toasts/styles';

/** Adopted by this part itself (elements/elementStyles.test.ts reads this export). */
export const ownStyles = styleSheets(visuallyHiddenStyles, loginStyles, toastsStyles);

export function PageOverlays() {
  const anchor = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = anchor.current?.getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, ownStyles);
  }, []);
  return (
    <SportsbookRouter>
      <div ref={anchor} hidden />
      <LaterTexts>
        <LoginDialogs />
      </LaterTexts>
      <ToastArea />
    </SportsbookRouter>
  );
}
