import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { LIMITS, USER_STATUS, type UserStatus } from '@portal/shared/constants';
import { normalizeUsuarioInterno, USUARIO_INTERNO_FIELDS, usuarioInternoErrors } from '@portal/shared/validators';
import { EntityRules } from '../../../common/http/entity-rules.decorator.js';
import { VersaoLida } from '../../../common/http/versao-lida.decorator.js';

/** POST /api/UsuariosInternos and PUT /api/UsuariosInternos/{id}: the shared internal user rules (docs/produto.md §5). */
@EntityRules(USUARIO_INTERNO_FIELDS, normalizeUsuarioInterno, usuarioInternoErrors)
export class UsuarioInternoInputDto {
  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Ignorado: o id vem da rota.' })
  @Allow()
  id?: unknown;

  @ApiProperty({ description: 'Gravado em minúsculas; único entre todas as contas.' })
  email: string;

  @ApiProperty({ maxLength: 255, description: 'Nome completo (ao menos duas palavras).' })
  name: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: `${LIMITS.phoneMin} ou ${LIMITS.phoneMax} dígitos, com ou sem máscara.`,
  })
  phoneNumber?: string | null;

  @ApiPropertyOptional({
    enum: Object.values(USER_STATUS),
    default: USER_STATUS.ATIVO,
    description: '1 ativo, 0 inativo.',
  })
  status?: UserStatus;

  @ApiProperty({ type: 'integer', description: 'Id de um perfil de GET /api/UsuariosInternos/roles.' })
  roleId: number;

  @VersaoLida()
  versao?: number;
}
