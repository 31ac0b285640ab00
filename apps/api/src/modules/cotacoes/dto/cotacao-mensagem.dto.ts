import { ApiProperty } from '@nestjs/swagger';
import type { CotacaoMensagem, CotacaoMensagemInput } from '@portal/shared/dto';
import {
  COTACAO_MENSAGEM_FIELDS,
  COTACAO_MENSAGEM_MAX,
  cotacaoMensagemErrors,
  normalizeCotacaoMensagem,
} from '@portal/shared/cotacoes';
import { EntityRules } from '../../../common/http/entity-rules.decorator.js';

/** POST .../mensagens: the shared message rule (required, up to 2,000 characters). */
@EntityRules(COTACAO_MENSAGEM_FIELDS, normalizeCotacaoMensagem, cotacaoMensagemErrors)
export class CotacaoMensagemInputDto implements CotacaoMensagemInput {
  @ApiProperty({ maxLength: COTACAO_MENSAGEM_MAX, example: 'O prazo de entrega pode ser de 5 dias?' })
  texto: string;
}

export class CotacaoMensagemDto implements CotacaoMensagem {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Escrita pelo cliente (true) ou pela equipe (false).' }) doCliente: boolean;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Id do login que escreveu (quem lê vê "Você" nas suas); null quando o login não existe mais.',
  })
  autorId: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Null quando o login do autor não existe mais.' })
  autorNome: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Null depois da anonimização do cliente.' })
  texto: string | null;
  @ApiProperty({ description: 'Data-hora ISO 8601.' }) em: string;
}
