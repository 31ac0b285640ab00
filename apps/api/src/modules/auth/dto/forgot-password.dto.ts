import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { CONTATO_MESSAGES } from '@portal/shared/messages';

export class ForgotPasswordDto {
  @ApiProperty({ example: 'ana@exemplo.com.br' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  // No account can have a longer address; this also bounds the throttling key.
  @MaxLength(254, { message: CONTATO_MESSAGES.emailInvalid })
  @IsEmail({}, { message: CONTATO_MESSAGES.emailInvalid })
  @IsString({ message: CONTATO_MESSAGES.emailRequired })
  @IsNotEmpty({ message: CONTATO_MESSAGES.emailRequired })
  email: string;
}
