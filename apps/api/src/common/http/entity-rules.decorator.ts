import { Transform, Type } from 'class-transformer';
import { ValidateBy, ValidateNested, type ValidationArguments } from 'class-validator';

type Fields = Record<string, unknown>;

/**
 * Validates a whole body with an entity's shared rules (packages/shared): each field is normalised
 * by `normalize` and reported with the message `errorsOf` gives it, so the API answers exactly what
 * the web form says. Fields are registered in `fields` order, the order of the messages in a 400.
 * `nested` names the fields that hold a list of another rule-checked class (a quotation's lines): each
 * element is converted to it and validated by its own rules, after the field's own rule.
 */
export function EntityRules<F extends string>(
  fields: readonly F[],
  normalize: (input: Partial<Record<F, unknown>>) => Partial<Record<F, unknown>>,
  errorsOf: (input: Partial<Record<F, unknown>>) => Partial<Record<F, string>>,
  nested: Partial<Record<F, () => new () => object>> = {},
): ClassDecorator {
  // The rules look at the whole object (one field's rule may depend on another): compute them once per body.
  const cache = new WeakMap<object, Partial<Record<F, string>>>();
  const errors = (object: object) => {
    if (!cache.has(object)) cache.set(object, errorsOf(object as Partial<Record<F, unknown>>));
    return cache.get(object)!;
  };
  return (target) => {
    for (const field of fields) {
      // A field the normaliser leaves as sent keeps class-transformer's own conversion (a nested list's classes).
      Transform(({ obj, value }: { obj: Fields; value: unknown }) => {
        const normalized = normalize(obj as Partial<Record<F, unknown>>)[field];
        return normalized === obj[field] ? value : normalized;
      })(target.prototype, field);
      ValidateBy({
        name: 'entityRules',
        validator: {
          validate: (_value: unknown, args?: ValidationArguments) => errors(args!.object)[field] === undefined,
          defaultMessage: (args?: ValidationArguments) => errors(args!.object)[field] ?? '',
        },
      })(target.prototype, field);
      const element = nested[field];
      if (element) {
        ValidateNested({ each: true })(target.prototype, field);
        Type(element)(target.prototype, field);
      }
    }
  };
}
