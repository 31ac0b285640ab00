import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtension, ApiExtraModels, ApiOperation, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { ErrorDto } from './error.dto.js';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503 | 504;

const DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Dados inválidos (mensagens por campo em errors).',
  401: 'Sem sessão válida: entre de novo.',
  403: 'O perfil do usuário não pode usar esta rota.',
  404: 'Registro não encontrado.',
  409: 'Conflito com o estado atual do registro.',
  413: 'Corpo da requisição grande demais.',
  429: 'Tentativas demais: aguarde retryAfter segundos.',
  500: 'Erro inesperado (informe o requestId ao suporte).',
  502: 'O serviço externo respondeu com erro.',
  503: 'Banco de dados ou serviço externo indisponível; tente de novo em instantes.',
  504: 'O serviço externo não respondeu a tempo.',
};

/** The error answers a route can give, as JSON even on routes that produce a PDF or CSV. */
export const ApiErrorsOf = (type: Type, ...statuses: ErrorStatus[]) =>
  applyDecorators(
    ApiExtraModels(type),
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: DESCRIPTIONS[status],
        content: { 'application/json': { schema: { $ref: getSchemaPath(type) } } },
      }),
    ),
  );

/** The same with the shared error body. */
export const ApiErrors = (...statuses: ErrorStatus[]) => ApiErrorsOf(ErrorDto, ...statuses);

/** A route's Portuguese summary and the errors it adds to those of its guards. */
export const ApiDoc = (summary: string, ...errors: ErrorStatus[]) =>
  applyDecorators(ApiOperation({ summary }), ApiErrors(...errors));

/** Marks a route that needs no token; setupOpenApi turns it into `security: []`. */
export const PUBLIC_EXTENSION = 'x-public';
export const ApiPublic = () => ApiExtension(PUBLIC_EXTENSION, true);

/** The CSV exports: a file, not JSON. */
export const ApiCsv = () =>
  ApiResponse({
    status: 200,
    description: 'CSV (UTF-8 com BOM, separador ;).',
    content: { 'text/csv': { schema: { type: 'string' } } },
  });
