import { ApiProperty } from '@nestjs/swagger';
import { ErrorDto } from '../../../common/openapi/error.dto.js';

/** RegistrationErrorFilter repeats the message as `error`, as the contract's registration page reads it. */
export class RegistrationErrorDto extends ErrorDto {
  @ApiProperty({ example: 'Email é obrigatório.' }) error: string;
}
