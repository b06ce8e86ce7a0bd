import * as v from 'valibot';
import { LARGEST_OPERATOR_NUMBER } from '../../core';

const withinRange = v.check<number, string>(
  (value) => Math.abs(value) <= LARGEST_OPERATOR_NUMBER,
  `a number this large cannot be shown exactly (more than ${LARGEST_OPERATOR_NUMBER})`,
);

/**
 * Any number of an operator's answer: finite and within LARGEST_OPERATOR_NUMBER (core), so
 * an answer with 1e400 or a stake past 2^53 is a decode error (a failed load with Retry),
 * never "× Infinity bets" or digits the operator never sent.
 */
export const operatorNumber = () => v.pipe(v.number(), v.finite('not a finite number'), withinRange);

/** A count (bets in a system, results): a whole number, not negative. */
export const operatorCount = () => v.pipe(v.number(), v.integer('not a whole number'), v.minValue(0, 'a count below 0'), withinRange);
