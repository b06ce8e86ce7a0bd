/**
 * The one place an element meets the page's runtime. An element starts the runtime, or
 * joins the running one, when it connects (in a microtask, so every attribute and property
 * set in the same task as the insertion is there) or when a method needs the runtime first.
 * Either way it brings ALL its attributes at once, whatever order they were set in: the
 * runtime never starts from a half-configured element.
 */
import { createConfigModel, type Runtime } from '../src/store';
import { getPageRuntime, hasPageRuntime, type PageRuntime } from './pageRuntime';
import { applySettingChange } from './settingChanges';
import { presentSettingAttributes, settingsFromAttributes, type NamedSettingAttribute } from './settingsFromAttributes';
import { acceptedSettings } from './startPageIntegration';

export interface ElementSettingAttributes {
  readonly tagName: string;
  readonly settingAttributes: readonly NamedSettingAttribute[];
}

/** Elements that brought their attributes to a runtime: each does so once per runtime. */
const joinedElements = new WeakMap<Runtime, WeakSet<Element>>();

/** The page runtime `element` brought its attributes to, if any: its attribute changes then apply live. */
export function joinedPageRuntime(element: Element): PageRuntime | null {
  if (!hasPageRuntime()) return null;
  const page = getPageRuntime();
  return joinedElements.get(page.runtime)?.has(element) ? page : null;
}

export function startRuntimeFor(element: HTMLElement, description: ElementSettingAttributes): PageRuntime {
  const starting = !hasPageRuntime();
  const present = presentSettingAttributes(element, description.settingAttributes);
  const settings = settingsFromAttributes(element, description.settingAttributes);
  if (starting) {
    // The runtime must start even when an attribute is refused: that one is reported, in the
    // order the element has its attributes, and left out.
    for (const { attribute, value } of present) {
      for (const problem of createConfigModel().apply({ [attribute.setting]: value })) console.error(`<${description.tagName}> ${problem}`);
    }
  }
  const page = getPageRuntime(starting ? acceptedSettings(settings) : {});
  let joined = joinedElements.get(page.runtime);
  if (!joined) {
    joined = new WeakSet();
    joinedElements.set(page.runtime, joined);
  }
  if (!joined.has(element)) {
    joined.add(element);
    // A later element's attributes are page settings too, checked as a live change would be.
    if (!starting) {
      for (const { attribute, value } of present) applySettingChange(page.runtime, description.tagName, attribute, value);
    }
  }
  if (element.isConnected) page.bridge.addPageEventTarget(element);
  return page;
}

/** The element left the document: page-wide events stop going to it (and it is not kept alive for them). */
export function leavePageEvents(element: HTMLElement): void {
  if (hasPageRuntime()) getPageRuntime().bridge.removePageEventTarget(element);
}
