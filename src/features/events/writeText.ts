/**
 * Writes a live value (a clock, a score, a counter) into an element's text the way a price
 * is written: the text node's value when there is one (one DOM write, and React's own node,
 * so a later render of the element finds it current), and nothing when it already reads so.
 * An empty value removes the text, so `:empty` can hide the element.
 */
export function writeText(element: Element | null, text: string): void {
  if (!element) return;
  const node = element.firstChild;
  if (node && node.nodeType === Node.TEXT_NODE && node === element.lastChild) {
    if (text === '') element.textContent = '';
    else if (node.nodeValue !== text) node.nodeValue = text;
    return;
  }
  if (element.textContent !== text) element.textContent = text;
}
