import { LIMITS } from '../constants/limits.js';
import { trimmedText } from './text-rules.js';

/**
 * A text filter's minimum length (the API refuses the same with the same message): blank means no
 * filter; otherwise the trimmed text needs LIMITS.minSearchText characters.
 */
export function searchTextError(value: string, message: string): string | undefined {
  const text = trimmedText(value);
  return text !== '' && text.length < LIMITS.minSearchText ? message : undefined;
}
