import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { AceiteResponse, DuplicarInput, RecusaInput } from '@portal/shared/dto';
import { COTACAO_LIMITS } from '@portal/shared/cotacoes';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import { cleanText, idEnviado } from '@portal/shared/validators';
import { ErrorDto } from '../../../common/openapi/error.dto.js';
import { TextoLivre } from '../../../common/http/texto-livre.decorator.js';

const clienteRequired = { message: M.clienteRequired };
const motivoTooLong = { message: M.motivoTooLong };

export class DuplicarInputDto implements DuplicarInput {
  @ApiProperty({ type: 'integer', description: 'Cliente da nova cotação (qualquer cliente).' })
  @Transform(({ value }) => idEnviado(value))
  @IsInt(clienteRequired)
  @Min(1, clienteRequired)
  @Max(2_147_483_647, clienteRequired)
  clienteId: number;
}

export class RecusaInputDto implements RecusaInput {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: COTACAO_LIMITS.motivoRecusa })
  @Transform(({ value }) => cleanText(value))
  @IsOptional()
  @IsString(motivoTooLong)
  @MaxLength(COTACAO_LIMITS.motivoRecusa, motivoTooLong)
  @TextoLivre('Motivo')
  motivo?: string | null;
}

export class AceiteResponseDto implements AceiteResponse {
  @ApiProperty() pedidoId: number;
  @ApiProperty() message: string;
}

/** 409 of revisar: when another revision came first, its id, to open it (F16). */
export class RevisaoRecusadaDto extends ErrorDto {
  @ApiPropertyOptional({
    type: 'integer',
    description: 'A revisão mais nova do mesmo número, quando o motivo é ela existir.',
  })
  revisaoMaisNovaId?: number;
}
