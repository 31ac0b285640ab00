import type { TransformFnParams } from 'class-transformer';

// Query strings arrive as strings (or arrays when a name repeats). Blank means "no filter"; anything
// that is not a plain string is left as is, so the validators reject it with a 400.

/** Trims a string; a blank one becomes undefined. */
export function blankToUndefined({ value }: TransformFnParams): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Like blankToUndefined, then lower-cased (sortDirection, statusfiltro...). */
export function blankToLower(params: TransformFnParams): unknown {
  const value = blankToUndefined(params);
  return typeof value === 'string' ? value.toLowerCase() : value;
}

/** Like blankToUndefined, then upper-cased (uf, role...). */
export function blankToUpper(params: TransformFnParams): unknown {
  const value = blankToUndefined(params);
  return typeof value === 'string' ? value.toUpperCase() : value;
}

/** Digits-only strings become numbers; other strings stay strings so IsInt fails. */
export function toOptionalInt(params: TransformFnParams): unknown {
  const value = blankToUndefined(params);
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
}
