import { ApiProperty } from '@nestjs/swagger';
import type { CheckResetTokenResponse, LoginResponse, UserInfo } from '@portal/shared/dto';
import { ROLES, type RoleName } from '@portal/shared/constants';
import { ErrorDto } from '../../../common/openapi/error.dto.js';

export class LoginResponseDto implements LoginResponse {
  @ApiProperty({ description: 'Enviar como Authorization: Bearer {token}.', example: 'eyJhbGciOiJIUzI1NiJ9.e30.x' })
  token: string;
}

export class AuthenticatedDto {
  @ApiProperty({ enum: [true] }) authenticated: true;
}

export class UserInfoDto implements UserInfo {
  @ApiProperty({ example: 'Maria Souza' }) name: string;
  @ApiProperty({ example: 'maria@exemplo.com.br' }) email: string;
  @ApiProperty({ enum: Object.values(ROLES), isArray: true }) roles: RoleName[];
}

export class CheckResetTokenDto implements CheckResetTokenResponse {
  @ApiProperty() valid: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Por que o link não vale (null quando vale).' })
  reason: string | null;
}

/** 403 of login with a password the portal generated: the person sets their own first. */
export class PasswordChangeRequiredDto extends ErrorDto {
  @ApiProperty({
    description: 'Página (com link de uso único) onde a pessoa define a própria senha.',
    example: '/reset-password?userId=1&token=abc',
  })
  changePasswordPath: string;
}
