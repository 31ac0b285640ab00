import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { PRODUCT_NAME } from '@portal/shared/constants';
import { PUBLIC_EXTENSION } from '../../common/openapi/api-doc.decorator.js';

export const OPENAPI_UI_PATH = 'api/docs';
export const OPENAPI_JSON_PATH = 'api/docs-json';

/**
 * GET /api/docs (browsable UI) and /api/docs-json (the OpenAPI document), built from the DTOs on
 * first request. They are served by the HTTP adapter itself, outside the guards, and are public;
 * every API route keeps its own guards.
 */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle(`${PRODUCT_NAME} API`)
    .setDescription(
      'API REST do Portal de Cotações. Chamadas autenticadas enviam Authorization: Bearer {token} ' +
        '(POST /api/Auth/login). Erros respondem { message, requestId, errors?, retryAfter? } em português.',
    )
    .setVersion('1')
    .addServer('/', 'Este servidor')
    .addBearerAuth()
    .build();
  SwaggerModule.setup(OPENAPI_UI_PATH, app, () => finish(SwaggerModule.createDocument(app, config)), {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    raw: ['json'],
    customSiteTitle: `${PRODUCT_NAME} API`,
    swaggerOptions: { persistAuthorization: true, validatorUrl: null },
  });
}

const TOO_LARGE = {
  description: 'Corpo da requisição grande demais.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorDto' } } },
};

const INVALID_TEXT = {
  description: 'Texto com caracteres inválidos (UTF-16 isolado, NUL) no corpo, na consulta ou no caminho.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorDto' } } },
};

/**
 * Schema names from before the naming rule (CONTRIBUTING.md) renamed their classes, kept as aliases:
 * a client generated from an older document still compiles when generated again.
 */
const FORMER_SCHEMA_NAMES: Record<string, string> = {
  InternalUserDto: 'UsuarioInternoDto',
  InternalUserInputDto: 'UsuarioInternoInputDto',
  InternalUserPageDto: 'UsuarioInternoPageDto',
  PublicRegistrationDto: 'CadastroClienteDto',
  RegistrationErrorDto: 'CadastroClienteErrorDto',
};

/**
 * Public routes say `security: []`; any other route must have come through @Roles (bearer). Every
 * route with a body may answer 413 (the JSON parser's limit, before any controller), and every route
 * 400 (InvalidTextGuard reads body, query and path of each).
 */
export function finish(document: OpenAPIObject): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item) as [string, Record<string, unknown>][]) {
      const responses = operation.responses as Record<string, unknown>;
      if (operation.requestBody) responses['413'] ??= TOO_LARGE;
      responses['400'] ??= INVALID_TEXT;
      if (operation[PUBLIC_EXTENSION]) {
        delete operation[PUBLIC_EXTENSION];
        operation.security = [];
      } else if (!Array.isArray(operation.security) || operation.security.length === 0) {
        throw new Error(`${method.toUpperCase()} ${path}: nem @Public() nem @Roles()`);
      } else {
        // @Roles on the class and on the method both add the scheme.
        operation.security = [...new Set(operation.security.map((entry) => JSON.stringify(entry)))].map(
          (entry) => JSON.parse(entry) as unknown,
        );
      }
    }
  }
  const schemas = document.components?.schemas ?? {};
  for (const [former, current] of Object.entries(FORMER_SCHEMA_NAMES)) {
    if (!schemas[current]) throw new Error(`${former}: o schema ${current} não existe mais`);
    schemas[former] = {
      allOf: [{ $ref: `#/components/schemas/${current}` }],
      deprecated: true,
      description: `Nome anterior de ${current}, mantido para clientes já gerados; use ${current}.`,
    };
  }
  return document;
}
