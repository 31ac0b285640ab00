import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString } from 'class-validator';
import { PASSWORD_MESSAGES } from '@portal/shared/messages';

export class ResetPasswordDto {
  @ApiProperty({ type: 'integer', description: 'Do link recebido por e-mail.' })
  @Allow()
  userId?: unknown;

  @ApiProperty({ type: String, description: 'Do link recebido por e-mail.' })
  @Allow()
  token?: unknown;

  // The rules themselves (with the contract's messages) are checked by the service.
  @ApiProperty({ type: String })
  @Allow()
  newPassword?: unknown;

  /** Optional: when sent, it must match (the contract's fourth rule). */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: PASSWORD_MESSAGES.mismatch })
  confirmPassword?: string;
}
