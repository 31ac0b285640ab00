import { ApiProperty } from '@nestjs/swagger';
import type { CnpjLookupResult } from '@portal/shared/dto';

/** The fields the customer form reads (docs/produto.md §3); '' when the provider has none. */
export class CnpjLookupDto implements Required<CnpjLookupResult> {
  @ApiProperty({ description: 'Razão social.' }) nome: string;
  @ApiProperty({ description: 'Nome fantasia.' }) fantasia: string;
  @ApiProperty() email: string;
  @ApiProperty() logradouro: string;
  @ApiProperty() numero: string;
  @ApiProperty() bairro: string;
  @ApiProperty() municipio: string;
  @ApiProperty() uf: string;
  @ApiProperty({ description: 'Só dígitos.', example: '01310100' }) cep: string;
  @ApiProperty() complemento: string;
}
