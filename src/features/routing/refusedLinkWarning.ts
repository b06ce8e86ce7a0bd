/** Addresses already reported, so a link shown on every card or every render warns once. */
const reported = new Set<string>();

/**
 * Tells the integrator, once per address, that an operator link is shown as text: the
 * bettor sees the words and nothing happens, so without this the broken link would go
 * unnoticed in the CMS.
 */
export function warnRefusedLink(href: unknown): void {
  const key = String(href);
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(
    `The sportsbook shows the operator link ${JSON.stringify(key)} as plain text: only http(s), relative, mailto: and tel: addresses are followed ` +
      '(a data:, vbscript: or javascript: target would run in the bettor\'s session). Change the address in the operator\'s settings or CMS.',
  );
}
