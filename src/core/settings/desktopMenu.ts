/**
 * Whether the desktop sports menu (the left column, 1024 px and up) is open (spec 3:
 * desktopMenuOpen, default true, persisted). The bettor's own choice, made with the
 * menu's collapse button, wins; a bettor who never chose sees the operator's starting
 * state: desktop_menu_collapsed (ours: the spec keeps the state but names no setting;
 * default off, so spec 3's "open" holds). docs/settings.md.
 */
export function desktopMenuOpen(choice: boolean | null, settings: { desktop_menu_collapsed: boolean }): boolean {
  return choice ?? !settings.desktop_menu_collapsed;
}
