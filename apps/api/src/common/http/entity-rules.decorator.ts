import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';

type Fields = Record<string, unknown>;

/**
 * Validates a whole body with an entity's shared rules (packages/shared): each field is normalised
 * by `normalize` and reported with the message `errorsOf` gives it, so the API answers exactly what
 * the web form says. Fields are registered in `fields` order, the order of the messages in a 400.
 */
export function EntityRules<F extends string>(
  fields: readonly F[],
  normalize: (input: Partial<Record<F, unknown>>) => Partial<Record<F, unknown>>,
  errorsOf: (input: Partial<Record<F, unknown>>) => Partial<Record<F, string>>,
): ClassDecorator {
  // The rules look at the whole object (one field's rule may depend on another): compute them once per body.
  const cache = new WeakMap<object, Partial<Record<F, string>>>();
  const errors = (object: object) => {
    if (!cache.has(object)) cache.set(object, errorsOf(object as Partial<Record<F, unknown>>));
    return cache.get(object)!;
  };
  return (target) => {
    for (const field of fields) {
      Transform(({ obj }: { obj: Fields }) => normalize(obj as Partial<Record<F, unknown>>)[field])(
        target.prototype,
        field,
      );
      ValidateBy({
        name: 'entityRules',
        validator: {
          validate: (_value: unknown, args?: ValidationArguments) => errors(args!.object)[field] === undefined,
          defaultMessage: (args?: ValidationArguments) => errors(args!.object)[field] ?? '',
        },
      })(target.prototype, field);
    }
  };
}
