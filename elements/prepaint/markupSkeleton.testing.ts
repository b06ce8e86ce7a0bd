/**
 * The contract tests' view of markup (prepaintContract.test.tsx for a card,
 * prepaintLiveContract.test.tsx for the live page): each element as "tag.class.class" in
 * document order, and which of one list's entries the other lacks in that order. The
 * pre-paint's own placeholders (classes starting `sb-prepaint`) are never React's, so left out.
 */

/** Each element of `root` (itself included) as "tag.class.class"; `leaveOut` drops more. */
export function markupSkeleton(root: HTMLElement, leaveOut: (element: Element) => boolean = () => false): string[] {
  return [root, ...root.querySelectorAll('*')]
    .filter((element) => !leaveOut(element) && ![...element.classList].some((name) => name.startsWith('sb-prepaint')))
    .map((element) => [element.localName, ...[...element.classList].sort()].join('.'));
}

/** The entries of `part` not found within `whole` in order (other entries may sit between). */
export function missingInOrder(part: readonly string[], whole: readonly string[]): string[] {
  let at = 0;
  const missing: string[] = [];
  for (const entry of part) {
    const found = whole.indexOf(entry, at);
    if (found === -1) missing.push(entry);
    else at = found + 1;
  }
  return missing;
}
