import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { SERVER_MESSAGES } from '@portal/shared/messages';

export class LoginDto {
  // No account can have a longer address; this also bounds the throttling keys.
  @ApiProperty({ example: 'ana@exemplo.com.br' })
  @MaxLength(254, { message: SERVER_MESSAGES.invalidCredentials })
  @IsString({ message: SERVER_MESSAGES.emailRequired })
  @IsNotEmpty({ message: SERVER_MESSAGES.emailRequired })
  email: string;

  @ApiProperty({ example: 'Senha-forte-9' })
  @IsString({ message: SERVER_MESSAGES.passwordRequired })
  @IsNotEmpty({ message: SERVER_MESSAGES.passwordRequired })
  password: string;
}
