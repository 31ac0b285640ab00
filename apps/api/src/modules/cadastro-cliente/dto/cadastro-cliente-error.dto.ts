import { ApiProperty } from '@nestjs/swagger';
import { ErrorDto } from '../../../common/openapi/error.dto.js';

/** CadastroClienteErrorFilter repeats the message as `error`, as the contract's registration page reads it. */
export class CadastroClienteErrorDto extends ErrorDto {
  @ApiProperty({ example: 'Email é obrigatório.' }) error: string;
}
