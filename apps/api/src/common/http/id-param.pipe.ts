import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';

const MAX_ID = 2_147_483_647;

/** A route id: a positive integer that fits the SERIAL columns, or 400 'ID inválido.'. */
@Injectable()
export class IdParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw new BadRequestException(SERVER_MESSAGES.invalidId);
    return id;
  }
}
