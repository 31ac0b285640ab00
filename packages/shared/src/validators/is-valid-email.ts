import { LIMITS } from '../constants/limits.js';
import { controlesDeDirecao } from './controles-de-direcao.js';

// something@something.tld: no whitespace, one @, a dot-separated domain with no empty label.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * True for an e-mail in the form something@domain.tld, without whitespace nor bidirectional control
 * (an address shown reordered to staff), up to 254 chars.
 */
export function isValidEmail(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value.length <= LIMITS.emailMax &&
    EMAIL_PATTERN.test(value) &&
    !controlesDeDirecao(value).length
  );
}
