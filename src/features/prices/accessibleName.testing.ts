import { queryAllByRole } from '@testing-library/dom';

/**
 * A button's accessible name as assistive technology computes it (aria-labelledby,
 * self-references and hidden referenced nodes included), through Testing Library's own
 * name computation: its `name` matcher is handed each button's computed name. For tests
 * that list names (a card's prices); a single one is better found with getByRole.
 */
export function accessibleName(button: Element): string {
  let found: string | null = null;
  // Within the button's parent: only its names are computed (fast over 600 prices).
  queryAllByRole(button.parentElement ?? button.ownerDocument.body, 'button', {
    hidden: true,
    name: (name, candidate) => {
      if (candidate === button) found = name;
      return false;
    },
  });
  if (found === null) throw new Error(`accessibleName: ${button.outerHTML.slice(0, 80)} is not a button in the document; pass a rendered <button>.`);
  return found;
}
