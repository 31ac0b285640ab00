import { ApiPropertyOptional } from '@nestjs/swagger';
import { normalizeCadastroCliente, CADASTRO_CLIENTE_FIELDS, cadastroClienteErrors } from '@portal/shared/validators';
import { EntityRules } from '../../../common/http/entity-rules.decorator.js';

/**
 * POST /api/public/PublicClientes: the shared public registration rules (docs/produto.md §5), whose
 * messages depend on tipo_pessoa. The rules keep the fields through the whitelist and drop anything else.
 */
@EntityRules(CADASTRO_CLIENTE_FIELDS, normalizeCadastroCliente, cadastroClienteErrors)
export class CadastroClienteDto {
  @ApiPropertyOptional({ type: String, enum: ['pf', 'pj'] })
  tipo_pessoa?: unknown;
  @ApiPropertyOptional({ type: String })
  nome?: unknown;
  @ApiPropertyOptional({ type: String, example: 'ana@exemplo.com.br' })
  email?: unknown;
  @ApiPropertyOptional({ type: String, example: '529.982.247-25' })
  cpf?: unknown;
  @ApiPropertyOptional({ type: String, example: '11.222.333/0001-81' })
  cnpj?: unknown;
  @ApiPropertyOptional({ type: String })
  razao_social?: unknown;
}
