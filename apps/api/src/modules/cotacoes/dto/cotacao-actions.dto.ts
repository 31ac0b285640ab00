import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import type { AceiteResponse, DuplicarInput, RecusaInput } from '@portal/shared/dto';
import { COTACAO_LIMITS } from '@portal/shared/cotacoes';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import { cleanText, FieldRule } from '../../../common/search/field-rule.decorator.js';

export class DuplicarInputDto implements DuplicarInput {
  @ApiProperty({ type: Number, description: 'Cliente da nova cotação (qualquer cliente).' })
  @FieldRule((value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647
      ? undefined
      : M.clienteRequired,
  )
  clienteId: number;
}

export class RecusaInputDto implements RecusaInput {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: COTACAO_LIMITS.motivoRecusa })
  @Transform(({ value }) => cleanText(value))
  @FieldRule((value) =>
    value === undefined || value === null || (typeof value === 'string' && value.length <= COTACAO_LIMITS.motivoRecusa)
      ? undefined
      : M.motivoTooLong,
  )
  motivo?: string | null;
}

export class AceiteResponseDto implements AceiteResponse {
  @ApiProperty() pedidoId: number;
  @ApiProperty() message: string;
}
