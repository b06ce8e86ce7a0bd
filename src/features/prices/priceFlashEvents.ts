/** The events a CSS animation fires on its element (the price flash is one, on `.sb-price::after`). */
const ANIMATION_EVENTS = ['animationstart', 'animationend', 'animationiteration', 'animationcancel'] as const;

function stopAtTheRoot(event: Event): void {
  const target = event.target;
  if (target instanceof Element && target.classList.contains('sb-price')) event.stopImmediatePropagation();
}

/**
 * Keeps the price flash's animation events away from React. React listens for every event
 * type at its root, so each flash's `animationstart` and `animationend` went through React's
 * dispatch, which walks the fibre tree from the button up: 100 changed prices a tick made
 * 200 of them, about 18 ms a tick at 4x CPU (a trace of the bench's SDK page), where a page
 * without listeners dispatches none. Nothing in the product listens to the flash, so its
 * events stop at the root (they are not composed, so the host page never had them).
 *
 * Call it on the root React renders into before React does: listeners of one node and phase
 * run in the order they were added, so this one runs before React's and stops it.
 */
export function keepPriceFlashEventsFromReact(root: ShadowRoot | Element): void {
  for (const type of ANIMATION_EVENTS) root.addEventListener(type, stopAtTheRoot, { capture: true });
}
