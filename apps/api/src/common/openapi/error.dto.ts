import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The one error body every answer >= 400 carries (AllExceptionsFilter). */
export class ErrorDto {
  @ApiProperty({ description: 'Texto em português para mostrar ao usuário.', example: 'Registro não encontrado.' })
  message: string;

  @ApiPropertyOptional({ description: 'Identificador da requisição (cabeçalho X-Request-Id).', example: 'f3b1c2d4e5' })
  requestId?: string;

  @ApiPropertyOptional({
    description: 'Mensagens por campo (400 de validação).',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { email: ['E-mail inválido.'] },
  })
  errors?: Record<string, string[]>;

  @ApiPropertyOptional({
    description: 'Segundos até poder tentar de novo (429); também no cabeçalho Retry-After.',
    example: 60,
  })
  retryAfter?: number;
}
