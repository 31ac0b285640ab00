import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { AllExceptionsFilter } from '../../common/filters/all-exceptions.filter.js';

/**
 * The registration page reads `error` before `message` (docs/produto.md §7): its failures carry both,
 * with the same text. Everything else is the global filter's answer.
 */
@Catch()
export class CadastroClienteErrorFilter implements ExceptionFilter {
  private readonly inner = new AllExceptionsFilter();

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const json = response.json.bind(response);
    response.json = (body: unknown) => {
      const message = (body as { message?: unknown } | undefined)?.message;
      return json(typeof message === 'string' ? { ...(body as object), error: message } : body);
    };
    this.inner.catch(exception, host);
  }
}
