import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { PRODUCT_NAME } from '@portal/shared/constants';

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
        '(POST /api/Auth/login). Erros respondem { message, requestId } em português.',
    )
    .setVersion('1')
    .addBearerAuth()
    .build();
  SwaggerModule.setup(OPENAPI_UI_PATH, app, () => SwaggerModule.createDocument(app, config), {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    raw: ['json'],
    customSiteTitle: `${PRODUCT_NAME} API`,
    swaggerOptions: { persistAuthorization: true, validatorUrl: null },
  });
}
