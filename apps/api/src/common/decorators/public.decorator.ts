import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiPublic } from '../openapi/api-doc.decorator.js';

export const IS_PUBLIC = 'isPublic';

/** Opens a route to anonymous callers; every other route requires a valid session. */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiPublic());
