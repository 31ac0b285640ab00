import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow } from 'class-validator';
import { LIMITS, USER_STATUS, type UserStatus } from '@portal/shared/constants';
import { INTERNAL_USER_MESSAGES as M, maxLengthMessage, SERVER_MESSAGES } from '@portal/shared/messages';
import { hasTwoWords, isValidEmail, isValidPhone, stripMask } from '@portal/shared/validators';
import { cleanText, FieldRule, isText } from '../../../common/search/field-rule.decorator.js';

const NAME_MAX = 255;
// roles.id is a PostgreSQL integer: a larger id is no role at all (and would fail the query).
const MAX_ROLE_ID = 2_147_483_647;

/** POST /api/UsuariosInternos and PUT /api/UsuariosInternos/{id} (docs/produto.md §5). */
export class InternalUserInputDto {
  @ApiPropertyOptional({ nullable: true, description: 'Ignorado: o id vem da rota.' })
  @Allow()
  id?: unknown;

  @ApiProperty({ description: 'Gravado em minúsculas; único entre todas as contas.' })
  @Transform(({ value }) => {
    const text = cleanText(value);
    return typeof text === 'string' ? text.toLowerCase() : text;
  })
  @FieldRule((value) => (!isText(value) ? M.emailRequired : isValidEmail(value) ? undefined : M.emailInvalid))
  email: string;

  @ApiProperty({ maxLength: NAME_MAX, description: 'Nome completo (ao menos duas palavras).' })
  @Transform(({ value }) => {
    const text = cleanText(value);
    return typeof text === 'string' ? text.replace(/\s+/g, ' ') : text;
  })
  @FieldRule((value) =>
    !isText(value)
      ? M.nameRequired
      : !hasTwoWords(value)
        ? M.nameTwoWords
        : value.length > NAME_MAX
          ? maxLengthMessage('Nome', NAME_MAX)
          : undefined,
  )
  name: string;

  @ApiPropertyOptional({
    nullable: true,
    description: `${LIMITS.phoneMin} ou ${LIMITS.phoneMax} dígitos, com ou sem máscara.`,
  })
  @Transform(({ value }) => (typeof value === 'string' ? stripMask(value) || undefined : (value ?? undefined)))
  @FieldRule((value) => (value === undefined || isValidPhone(value) ? undefined : M.phoneInvalid))
  phoneNumber?: string | null;

  @ApiPropertyOptional({
    enum: Object.values(USER_STATUS),
    default: USER_STATUS.ATIVO,
    description: '1 ativo, 0 inativo.',
  })
  @Transform(({ value }) => (value === '1' || value === '0' ? Number(value) : value))
  @FieldRule((value) =>
    value === undefined || value === 0 || value === 1 ? undefined : SERVER_MESSAGES.invalidUserStatus,
  )
  status?: UserStatus;

  @ApiProperty({ description: 'Id de um perfil de GET /api/UsuariosInternos/roles.' })
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value))
  @FieldRule((value) =>
    Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= MAX_ROLE_ID
      ? undefined
      : M.roleRequired,
  )
  roleId: number;
}
