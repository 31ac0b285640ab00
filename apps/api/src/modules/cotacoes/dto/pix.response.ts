import { ApiProperty } from '@nestjs/swagger';
import type { PixCobranca } from '../pix/pix.service.js';

export class PixResponseDto implements PixCobranca {
  @ApiProperty({ description: 'BR Code do Pix (copia e cola), Manual de Padrões para Iniciação do Pix.' })
  brcode: string;
  @ApiProperty({ description: 'QR code do brcode: data URL image/png em base64.' })
  qrCodePng: string;
}
