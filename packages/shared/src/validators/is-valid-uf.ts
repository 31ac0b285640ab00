import { UFS, type Uf } from '../constants/ufs.js';

/** True for one of the 27 UF codes, upper-case as stored (upper-case the input first if needed). */
export function isValidUf(value: unknown): value is Uf {
  return (UFS as readonly unknown[]).includes(value);
}
