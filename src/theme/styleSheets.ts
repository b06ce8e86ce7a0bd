/**
 * The CSS texts a shadow root adopts, in cascade order: later texts win ties of
 * specificity, so a feature's own sheet comes after the sheets of the pieces it renders.
 */
export type StyleSheets = readonly string[];

/**
 * Joins a feature's own sheets with the sheet lists of what it renders into one list,
 * each text once, at its first place. Lists go before the sheets that build on them
 * (`styleSheets(modalStyles, myBetsCss)`), so every dependency stays ahead of its dependant.
 */
export function styleSheets(...parts: ReadonlyArray<string | StyleSheets>): StyleSheets {
  return [...new Set(parts.flat())];
}
