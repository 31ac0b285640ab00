import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { fitsInteger } from './declared-types.js';

/**
 * The `versao` field of a PUT body (trust finding F2): the optimistic version of the record that the
 * form read. Absent: no check, as before the field existed (programs written against the older API
 * keep working). Anything but an integer from 0 (null, a fraction, text that is not digits) is the
 * integer fields' 400; digits in a string count as their number, as forms send them.
 */
export const VersaoLida = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      description:
        'A versão que o formulário leu (GET). Outra pessoa salvou depois: 409, nada gravado. Ausente: sem verificação.',
    }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' && fitsInteger(value) ? Number(value) : value,
    ),
    ValidateBy({
      name: 'versao',
      validator: {
        validate: (value: unknown) => value === undefined || fitsInteger(value),
        defaultMessage: () => SERVER_MESSAGES.integerOutOfRange,
      },
    }),
  );
