import { ApiProperty } from '@nestjs/swagger';

export class ContactDto {
  @ApiProperty({ example: 'contato@exemplo.com.br' }) email: string;
  @ApiProperty({ example: '(11) 3333-4444' }) phone: string;
  @ApiProperty({ example: 'Rua Exemplo, 100 - São Paulo/SP' }) address: string;
}

export class PrivacyDto {
  @ApiProperty({ example: 'privacidade@exemplo.com.br' }) contactEmail: string;
  @ApiProperty({ example: '2026-11-01' }) noticeVersion: string;
}

export class PublicConfigDto {
  @ApiProperty({
    description: 'URL com {cep} no lugar dos 8 dígitos.',
    example: 'https://viacep.com.br/ws/{cep}/json/',
  })
  cepApiUrl: string;
  @ApiProperty({ example: 5000 }) lookupTimeoutMs: number;
  @ApiProperty({ type: ContactDto }) contact: ContactDto;
  @ApiProperty({ type: PrivacyDto, description: 'Aviso de privacidade (/privacidade).' }) privacy: PrivacyDto;
}
