import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { SERVER_MESSAGES } from '@portal/shared/messages';

/**
 * The global pipe silently drops unknown query parameters; a search answers 400 instead, so a typo
 * (statusFiltro for statusfiltro) is seen rather than ignored.
 */
class KnownQueryInterceptor implements NestInterceptor {
  private readonly known: Set<string>;

  constructor(dto?: Type) {
    const metadata = dto ? getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false) : [];
    this.known = new Set(metadata.map((entry) => entry.propertyName));
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const query = context.switchToHttp().getRequest<Request>().query;
    const unknown = Object.keys(query).filter((name) => !this.known.has(name));
    if (unknown.length) {
      throw new BadRequestException({
        message: SERVER_MESSAGES.unknownParameter,
        errors: Object.fromEntries(unknown.map((name) => [name, [SERVER_MESSAGES.unknownParameter]])),
      });
    }
    return next.handle();
  }
}

/** Refuses query parameters that the DTO does not declare; without a DTO, any query parameter. */
export const KnownQuery = (dto?: Type) => UseInterceptors(new KnownQueryInterceptor(dto));
