import { dec } from '../decimal/exact';
import { readStakeInput, type StakeInputError, type StakeInputOptions } from './stakeInput';
import { DOT_NOTATION, type StakeNotation } from './stakeNotation';

/**
 * Why a stake field stops the slip from being placed: how its text reads (readStakeInput),
 * or 'zero': a 0 typed ('0', '0.0', '0,00'), which is not a stake. An empty field is no
 * problem: that bet is simply not placed.
 */
export type StakeFieldProblem = StakeInputError | 'zero';

/** One stake field as the slip holds it: the text on screen, and what it reads as. */
export interface StakeField {
  /** Exactly what the field shows. */
  text: string;
  /** The stake it reads as; 0 when empty or when there is a problem (never a previous stake). */
  value: number;
  problem: StakeFieldProblem | null;
  /** How to type it instead, for 'decimal-mark' ('2,50') and 'ambiguous' ('1000'). */
  suggestion?: string;
}

export const EMPTY_STAKE_FIELD: StakeField = Object.freeze({ text: '', value: 0, problem: null });

/**
 * A stake field's text read with the stake rules (readStakeInput): a refused text is a
 * problem with its reason and a stake of 0, so nothing is ever staked from a value other
 * than the one on screen; a zero typed is the problem 'zero'.
 */
export function readStakeField(typed: string, options: StakeInputOptions): StakeField {
  const input = readStakeInput(typed, options);
  if (!input.ok) return input.suggestion === undefined ? { text: input.text, value: 0, problem: input.error } : { text: input.text, value: 0, problem: input.error, suggestion: input.suggestion };
  if (input.isZero) return input.text === '' ? EMPTY_STAKE_FIELD : { text: input.text, value: 0, problem: 'zero' };
  return { text: input.text, value: input.value, problem: null };
}

/**
 * A stake the slip holds, as its field shows it in the bettor's notation: 1234.5 is
 * '1234.5' in en and '1234,5' in es. A field is never grouped (see readStakeInput): a
 * '1,000' put there by a quick stake became '1,0000', not a number, when the bettor typed
 * one more 0. With `places`, that many decimals ('1234.50'). No stake (0, or unusable) is
 * ''. readStakeInput reads the text back as the same stake in that notation.
 */
export function stakeFieldText(stake: number, notation: StakeNotation = DOT_NOTATION, places?: number): string {
  if (!Number.isFinite(stake) || stake <= 0) return '';
  const plain = places === undefined ? dec(stake).toFixed() : dec(stake).toFixed(places, 0);
  return notation.decimal === ',' ? plain.replace('.', ',') : plain;
}
