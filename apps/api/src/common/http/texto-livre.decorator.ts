import { ValidateBy, type ValidationArguments } from 'class-validator';
import { textoLivreError } from '@portal/shared/validators';

/** A DTO's free-text field under the shared rule (no bidirectional control), with the field's message. */
export function TextoLivre(label: string): PropertyDecorator {
  return ValidateBy({
    name: 'textoLivre',
    validator: {
      validate: (value: unknown) => textoLivreError(value, label) === undefined,
      defaultMessage: (args?: ValidationArguments) => textoLivreError(args?.value, label) ?? '',
    },
  });
}
