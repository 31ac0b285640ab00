import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import type { UserInfo } from '@portal/shared/dto';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { clientIp } from '../../common/http/client-ip.js';
import { RateLimit } from '../throttle/index.js';
import { ForgotPasswordDto } from './dto/forgot-password.dto.js';
import { LinkQueryDto } from './dto/link-query.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { ResetPasswordDto } from './dto/reset-password.dto.js';
import { EmailConfirmationService } from './email-confirmation.service.js';
import { ForgotPasswordService } from './forgot-password.service.js';
import { LoginService } from './login.service.js';
import { LogoutService } from './logout.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { ApiDoc } from '../../common/openapi/api-doc.decorator.js';
import {
  LoginResponseDto,
  AuthenticatedDto,
  UserInfoDto,
  CheckResetTokenDto,
  PasswordChangeRequiredDto,
} from './dto/auth.response.js';
import { MessageDto } from '../../common/openapi/message.dto.js';
import { ApiExtraModels, ApiOkResponse, ApiResponse, getSchemaPath } from '@nestjs/swagger';

const EVERYONE_SIGNED_IN = ['ADMIN', 'COMERCIAL', 'CLIENTE'] as const;
const HOUR = 3600;
const publicForms = (config: AppConfig) => config.auth.publicFormMaxPerWindow;
// Link checks happen on every page load of the e-mailed links: a looser limit.
const linkChecks = (config: AppConfig) => config.auth.publicFormMaxPerWindow * 5;

// The contract calls both /api/Auth/login and /api/auth/...; routing is case-insensitive.
@Controller('auth')
export class AuthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logins: LoginService,
    private readonly logouts: LogoutService,
    private readonly passwords: PasswordResetService,
    private readonly confirmations: EmailConfirmationService,
    private readonly forgotten: ForgotPasswordService,
  ) {}

  @Public()
  @ApiDoc('Entrar com e-mail e senha (devolve o token)', 400, 401, 429, 503)
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiExtraModels(PasswordChangeRequiredDto)
  @ApiResponse({
    status: 403,
    description:
      'Senha gerada pelo sistema (primeiro administrador, comando portal): defina a sua em changePasswordPath.',
    content: { 'application/json': { schema: { $ref: getSchemaPath(PasswordChangeRequiredDto) } } },
  })
  @Post('login')
  @HttpCode(200)
  login(@Body() body: LoginDto, @Req() request: Request) {
    // A throttled sign-in is a TooManyRequestsException: the exception filter adds Retry-After.
    return this.logins.login(body.email, body.password, clientIp(request));
  }

  @Roles(...EVERYONE_SIGNED_IN)
  @ApiDoc('Confirmar que a sessão está ativa')
  @ApiOkResponse({ type: AuthenticatedDto })
  @Get('is-authenticated')
  isAuthenticated(): { authenticated: true } {
    // The global session guard already refused anything but a live session of an active user.
    return { authenticated: true };
  }

  @Roles(...EVERYONE_SIGNED_IN)
  @ApiDoc('Dados do usuário da sessão')
  @ApiOkResponse({ type: UserInfoDto })
  @Get('userinfo')
  userInfo(@CurrentUser() user: SessionUser): UserInfo {
    return { name: user.name, email: user.email, roles: [user.role] };
  }

  @Roles(...EVERYONE_SIGNED_IN)
  @ApiDoc('Sair (encerra a sessão)')
  @ApiOkResponse({ type: MessageDto })
  @Post('logout')
  @HttpCode(200)
  async logout(@CurrentUser() user: SessionUser, @Req() request: Request): Promise<{ message: string }> {
    await this.logouts.logout(user, clientIp(request));
    return { message: SERVER_MESSAGES.logoutDone };
  }

  @Public()
  @RateLimit({ name: 'check-reset-token', limit: linkChecks, windowSeconds: HOUR })
  @ApiDoc('Verificar um link de senha', 400, 503)
  @ApiOkResponse({ type: CheckResetTokenDto })
  @Get('check-reset-token')
  checkResetToken(@Query() query: LinkQueryDto) {
    return this.passwords.check(query.userId, query.token);
  }

  @Public()
  @RateLimit({ name: 'reset-password', limit: publicForms, windowSeconds: HOUR })
  @ApiDoc('Definir nova senha pelo link recebido', 400, 503)
  @ApiOkResponse({ type: MessageDto })
  @Post('reset-password')
  @HttpCode(200)
  resetPassword(@Body() body: ResetPasswordDto, @Req() request: Request): Promise<{ message: string }> {
    return this.passwords.reset(body, clientIp(request));
  }

  @Public()
  @RateLimit({ name: 'forgot-password', limit: publicForms, windowSeconds: HOUR })
  @ApiDoc('Pedir link para redefinir a senha', 400, 503)
  @ApiOkResponse({ type: MessageDto })
  @Post('forgot-password')
  @HttpCode(200)
  forgotPassword(@Body() body: ForgotPasswordDto, @Req() request: Request): Promise<{ message: string }> {
    return this.forgotten.request(body.email, clientIp(request));
  }

  @Public()
  @RateLimit({ name: 'confirm-email', limit: linkChecks, windowSeconds: HOUR })
  @ApiDoc('Confirmar o e-mail pelo link (redireciona ao site)', 400, 503)
  @ApiResponse({
    status: 302,
    description: 'Redireciona a {PUBLIC_URL}/confirm-email?status=...',
    headers: { Location: { schema: { type: 'string' } } },
  })
  @Get('confirm-email')
  async confirmEmail(@Query() query: LinkQueryDto, @Req() request: Request, @Res() response: Response): Promise<void> {
    const status = await this.confirmations.confirm(query.userId, query.token, clientIp(request));
    response.redirect(302, `${this.config.server.publicUrl}/confirm-email?status=${status}`);
  }
}
