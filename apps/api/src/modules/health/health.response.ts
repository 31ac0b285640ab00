import { ApiProperty } from '@nestjs/swagger';
import { ErrorDto } from '../../common/openapi/error.dto.js';

export class HealthDto {
  @ApiProperty({ enum: ['ok'] }) status: string;
  @ApiProperty({ enum: ['up'] }) database: string;
}

/** The 503: the shared error body plus the same two fields as the 200. */
export class HealthDownDto extends ErrorDto {
  @ApiProperty({ enum: ['error'] }) status: string;
  @ApiProperty({ enum: ['down', 'sem-espaco', 'sem-gravacao'] }) database: string;
}
