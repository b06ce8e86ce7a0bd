import { attributeNameOf, type ElementAttributes } from './descriptions/elementDescription';

/**
 * One property per string attribute for an element without r2wc (the lit-html widget):
 * reading gives the attribute (undefined when absent), setting sets it, null or undefined
 * removes it. The React elements get the same from r2wc's props map.
 */
export function defineAttributeProperties(prototype: HTMLElement, attributes: ElementAttributes): void {
  for (const property of Object.keys(attributes)) {
    const name = attributeNameOf(property);
    Object.defineProperty(prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return this.getAttribute(name) ?? undefined;
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(name);
        else this.setAttribute(name, String(value));
      },
    });
  }
}

/**
 * A property set before the element was defined (a script or framework ran first) sits on
 * the instance and hides the class's accessor: hand it to the accessor, which sets the
 * attribute, so it counts like any other. Call on connect, before reading the attributes.
 */
export function takeEarlyProperties(element: HTMLElement, properties: readonly string[]): void {
  const self = element as unknown as Record<string, unknown>;
  for (const property of properties) {
    if (!Object.hasOwn(element, property)) continue;
    const value = self[property];
    Reflect.deleteProperty(element, property);
    self[property] = value;
  }
}
