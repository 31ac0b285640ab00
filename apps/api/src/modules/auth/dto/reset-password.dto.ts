import { Allow, IsOptional, IsString } from 'class-validator';
import { PASSWORD_MESSAGES } from '@portal/shared/messages';

export class ResetPasswordDto {
  @Allow()
  userId?: unknown;

  @Allow()
  token?: unknown;

  // The rules themselves (with the contract's messages) are checked by the service.
  @Allow()
  newPassword?: unknown;

  /** Optional: when sent, it must match (the contract's fourth rule). */
  @IsOptional()
  @IsString({ message: PASSWORD_MESSAGES.mismatch })
  confirmPassword?: string;
}
