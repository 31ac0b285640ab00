import { ApiProperty } from '@nestjs/swagger';
import type { Role, SearchResult, UsuarioInterno, UsuarioInternoSalvo } from '@portal/shared/dto';
import { USER_STATUS, type UserStatus } from '@portal/shared/constants';
import { STAFF } from '../../../common/decorators/roles.decorator.js';

export class UsuarioInternoDto implements UsuarioInterno {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true, description: 'Só dígitos.' }) phoneNumber: string | null;
  @ApiProperty({ enum: Object.values(USER_STATUS), description: '1 ativo, 0 inativo.' }) status: UserStatus;
  @ApiProperty() roleId: number;
  @ApiProperty({ enum: STAFF, description: 'Nome normalizado do perfil.' }) role: string;
  @ApiProperty({ description: 'Envie-a de volta no PUT (outra pessoa salvou depois: 409).' }) versao: number;
}

export class UsuarioInternoPageDto implements SearchResult<UsuarioInternoDto> {
  @ApiProperty({ type: [UsuarioInternoDto] }) data: UsuarioInternoDto[];
  @ApiProperty() totalCount: number;
}

export class RoleDto implements Role {
  @ApiProperty() id: number;
  @ApiProperty({ enum: STAFF }) normalizedName: string;
}

export class UserSavedDto implements UsuarioInternoSalvo {
  @ApiProperty() message: string;
  @ApiProperty({ description: 'Id do usuário criado ou alterado.' }) id: number;
  @ApiProperty({ description: 'A versão do registro depois de salvo (o próximo PUT a envia).' }) versao: number;
}
