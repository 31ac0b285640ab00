import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { Actor, type AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { MessageDto } from '../../common/openapi/message.dto.js';
import { RateLimit } from '../throttle/index.js';
import { DadosPessoaisService } from './dados-pessoais.service.js';
import { AlcanceExclusaoDto, ExcluirContaDto } from './dto/dados-pessoais.dto.js';
import { FORMATO } from './dados-pessoais-export.service.js';
import { ApiErrors } from '../../common/openapi/api-doc.decorator.js';
import { KnownQuery } from '../../common/http/known-query.interceptor.js';

/** The file's envelope is typed; the rows of each table are free-form (their columns, see the README). */
const ARQUIVO_SCHEMA = {
  type: 'object' as const,
  required: ['formato', 'geradoEm', 'clienteId', 'tabelas', 'resumo'],
  properties: {
    formato: { type: 'string' as const, example: FORMATO },
    geradoEm: { type: 'string' as const, format: 'date-time' },
    clienteId: { type: 'integer' as const },
    tabelas: {
      type: 'object' as const,
      description: 'Uma chave por tabela do banco com linhas do titular.',
      additionalProperties: {
        type: 'array' as const,
        items: {
          type: 'object' as const,
          additionalProperties: true,
          description: 'Uma linha, com as colunas da tabela.',
        },
      },
    },
    resumo: {
      type: 'array' as const,
      items: { type: 'string' as const },
      description: 'Resumo legível, em português.',
    },
  },
};

export const ARQUIVO_JSON = {
  description: 'Arquivo JSON com os dados pessoais (ver modules/dados-pessoais/README.md).',
  content: { 'application/json': { schema: ARQUIVO_SCHEMA } },
};

/** The customer's LGPD rights in Meus Dados: download their data, delete their account. */
@ApiTags('Meus Dados')
@ApiBearerAuth()
@Roles('CLIENTE')
@Controller('meusdados')
@KnownQuery()
export class MeusDadosLgpdController {
  constructor(private readonly dados: DadosPessoaisService) {}

  @Get('exportar')
  @ApiOperation({ summary: 'Baixar meus dados (arquivo JSON; poucas vezes por dia)' })
  @ApiErrors(429)
  @ApiProduces('application/json')
  @ApiOkResponse(ARQUIVO_JSON)
  exportar(@CurrentUser() user: SessionUser, @Actor() actor: AuditActor, @Res() response: Response) {
    return this.dados.exportarMeus(user, actor, response);
  }

  @Get('excluir-conta')
  @ApiOperation({ summary: 'O que "Excluir minha conta" apaga para este login (o cliente inteiro ou só o contato)' })
  @ApiOkResponse({ type: AlcanceExclusaoDto })
  alcance(@CurrentUser() user: SessionUser): Promise<AlcanceExclusaoDto> {
    return this.dados.alcanceDaExclusao(user);
  }

  @RateLimit({ name: 'excluir-conta', limit: 10, windowSeconds: 3600 })
  @Post('excluir-conta')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Excluir minha conta (pede a senha): o titular pf anonimiza o cliente; um contato apaga só a si mesmo',
  })
  @ApiErrors(400)
  @ApiOkResponse({ type: MessageDto })
  excluirConta(@CurrentUser() user: SessionUser, @Body() body: ExcluirContaDto): Promise<MessageDto> {
    return this.dados.excluirConta(user, body.senha);
  }
}
