import { applyDecorators, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '../decorators/roles.decorator.js';
import type { BackOfficeEntity } from './back-office-entity.js';

/** The controller of a back-office entity: its path, OpenAPI tag and roles, from its descriptor. */
export const EntityController = (entity: BackOfficeEntity) =>
  applyDecorators(ApiTags(entity.tag ?? entity.path), Roles(...entity.roles), Controller(entity.path));
