import { HttpError } from '../api';

/**
 * The operator answered that what was asked for does not exist (404): asking again answers
 * the same, so a view says so rather than offering a Retry, which it offers for a failure.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}
