import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { toRowId } from './row-id.js';

/**
 * A route id: plain decimal digits of a row id (row-id.ts), or 400 'ID inválido.'. It sees the path
 * text as sent: the global pipe leaves path parameters untouched (validation.pipe.ts).
 */
@Injectable()
export class IdParamPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const id = typeof value === 'string' ? toRowId(value) : undefined;
    if (id === undefined) throw new BadRequestException(SERVER_MESSAGES.invalidId);
    return id;
  }
}
