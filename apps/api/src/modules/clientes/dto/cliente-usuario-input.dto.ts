import { ApiProperty } from '@nestjs/swagger';
import { ACESSO_PORTAL_FIELDS, acessoPortalErrors, normalizeAcessoPortal } from '@portal/shared/validators';
import { EntityRules } from '../../../common/http/entity-rules.decorator.js';

/** POST /api/Clientes/{id}/usuarios: the contact to invite (shared rules, normalised on the way in). */
@EntityRules(ACESSO_PORTAL_FIELDS, normalizeAcessoPortal, acessoPortalErrors)
export class ClienteUsuarioInputDto {
  @ApiProperty({ maxLength: 255, description: 'Nome do contato.' })
  nome: string;

  @ApiProperty({ maxLength: 254, description: 'Login do contato; gravado em minúsculas; único entre todas as contas.' })
  email: string;
}
