import { systemDefinition } from './systemCodes';

/**
 * What a system is called on a slip of `legCount` legs. A name belongs to its leg count
 * (a Trixie is 4 bets on 3 legs, a Lucky 15 is 15 bets on 4): the same fold set on another
 * count is not that bet, and calling 10 bets a "Trixie" misleads. So a named code keeps
 * its name only on its own count; elsewhere, and for the single-fold codes, the system is
 * described by what it holds: its fold sizes (1 = singles), which the UI words in the
 * bettor's language ("Doubles and trebles").
 */
export type SystemName = { kind: 'named'; name: string } | { kind: 'folds'; sizes: readonly number[] };

export function systemName(code: string, legCount: number): SystemName | null {
  const definition = systemDefinition(code);
  if (definition === null) return null;
  if (definition.legCount !== null && definition.legCount === legCount) return { kind: 'named', name: definition.name };
  const sizes = [...(definition.includesSingles ? [1] : []), ...definition.folds, ...(definition.includesAccumulator ? [legCount] : [])];
  return { kind: 'folds', sizes };
}

const ENGLISH_FOLDS: Readonly<Record<number, string>> = { 1: 'singles', 2: 'doubles', 3: 'trebles' };

/**
 * The name in English, for places with no translation at hand (the operator's records,
 * logs): "Trixie" on 3 legs, "Doubles and trebles" on 4, "Singles, doubles and trebles".
 */
export function systemNameInEnglish(code: string, legCount: number): string {
  const name = systemName(code, legCount);
  if (name === null) return code;
  if (name.kind === 'named') return name.name;
  const words = name.sizes.map((size) => ENGLISH_FOLDS[size] ?? `${size}-folds`);
  const listed = words.length === 1 ? (words[0] as string) : `${words.slice(0, -1).join(', ')} and ${words.at(-1) as string}`;
  return listed.charAt(0).toUpperCase() + listed.slice(1);
}
