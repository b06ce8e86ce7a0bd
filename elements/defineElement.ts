/**
 * Defines a custom element unless the name is taken. A page that loads the script tag
 * twice, or the script tag next to the ES module, keeps the first definition instead of
 * throwing "has already been used with this registry".
 */
export function defineElement(tagName: string, constructor: CustomElementConstructor): void {
  if (!customElements.get(tagName)) {
    customElements.define(tagName, constructor);
  }
}
