import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, MaxLength, Min, MinLength } from 'class-validator';
import { LIMITS } from '@portal/shared/constants';
import { maxLengthMessage, SERVER_MESSAGES } from '@portal/shared/messages';
import { blankToUndefined, toOptionalInt } from './query-transforms.js';

/** The `id` filter of every search: an exact id of up to 8 digits. */
export function IdFilter(description = 'ID exato (até 8 dígitos).') {
  return applyDecorators(
    ApiPropertyOptional({ type: Number, description }),
    Transform(toOptionalInt),
    IsOptional(),
    IsInt({ message: SERVER_MESSAGES.invalidId }),
    Min(1, { message: SERVER_MESSAGES.invalidId }),
    Max(99_999_999, { message: SERVER_MESSAGES.invalidId }),
  );
}

export interface TextFilterOptions {
  description: string;
  /** The contract's "Digite 3 ou mais caracteres..." message of this filter. */
  minMessage: string;
  max: number;
  /** How the length message names the filter, e.g. 'O filtro nome'. */
  label: string;
}

/** A substring filter: trimmed, blank means none, 3+ characters, bounded length. */
export function TextFilter({ description, minMessage, max, label }: TextFilterOptions) {
  return applyDecorators(
    ApiPropertyOptional({ description }),
    Transform(blankToUndefined),
    IsOptional(),
    MinLength(LIMITS.minSearchText, { message: minMessage }),
    MaxLength(max, { message: maxLengthMessage(label, max) }),
  );
}
