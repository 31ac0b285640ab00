import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { Transform } from 'class-transformer';
import { LIMITS, TIPOS_PESSOA, UFS, type TipoPessoa } from '@portal/shared/constants';
import { CUSTOMER_MESSAGES as M, maxLengthMessage, SERVER_MESSAGES } from '@portal/shared/messages';
import { isValidCnpj, isValidCpf, isValidEmail, onlyDigits, stripMask } from '@portal/shared/validators';
import { cleanText, FieldRule, isText } from '../../../common/search/field-rule.decorator.js';

const L = LIMITS.customer;
const upper = ({ value }: { value: unknown }) => {
  const text = cleanText(value);
  return typeof text === 'string' ? text.toUpperCase() : text;
};
const text = ({ value }: { value: unknown }) => cleanText(value);
const isPj = (dto: ClienteInputDto) => dto.tipo_pessoa === 'pj';

/** Required text within a length, with the spec's "required" message. */
function required(requiredMessage: string, label: string, max: number) {
  return (value: unknown) =>
    !isText(value) ? requiredMessage : value.length > max ? maxLengthMessage(label, max) : undefined;
}

/** Optional text within a length. */
function optional(label: string, max: number) {
  return (value: unknown) =>
    value === undefined ? undefined : !isText(value) || value.length > max ? maxLengthMessage(label, max) : undefined;
}

function flag(value: unknown): string | undefined {
  return value === undefined || typeof value === 'boolean' ? undefined : SERVER_MESSAGES.invalidFlag;
}

/**
 * POST /api/Clientes and PUT /api/Clientes/{id}. Rules per person type (spec section 5); values are
 * normalised on the way in: upper-case razão social and address, lower-case e-mail, bare documents.
 */
export class ClienteInputDto {
  @ApiPropertyOptional({ nullable: true, description: 'Ignorado: o id vem da rota.' })
  @Allow()
  id?: unknown;

  @ApiProperty({ enum: TIPOS_PESSOA })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @FieldRule((value) =>
    (TIPOS_PESSOA as readonly unknown[]).includes(value) ? undefined : SERVER_MESSAGES.invalidTipoPessoa,
  )
  tipo_pessoa: TipoPessoa;

  @ApiProperty({ maxLength: L.nome, description: 'Nome (pf) ou nome fantasia (pj).' })
  @Transform(text)
  @FieldRule<ClienteInputDto>((value, dto) =>
    required(isPj(dto) ? M.nomeRequiredPj : M.nomeRequiredPf, 'Nome', L.nome)(value),
  )
  nome: string;

  @ApiPropertyOptional({ nullable: true, maxLength: L.razao_social, description: 'pj; gravada em maiúsculas.' })
  @Transform(upper)
  @FieldRule<ClienteInputDto>((value, dto) =>
    isPj(dto) ? required(M.razaoSocialRequired, 'Razão Social', L.razao_social)(value) : undefined,
  )
  razao_social?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    description: 'pj: 14 caracteres (numérico ou alfanumérico), com ou sem máscara.',
  })
  @Transform(({ value }) =>
    typeof value === 'string' ? stripMask(value).toUpperCase() || undefined : (value ?? undefined),
  )
  @FieldRule<ClienteInputDto>((value, dto) =>
    !isPj(dto) ? undefined : !isText(value) ? M.cnpjRequired : isValidCnpj(value) ? undefined : M.cnpjInvalid,
  )
  cnpj?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'pf: 11 dígitos, com ou sem máscara.' })
  @Transform(({ value }) => (typeof value === 'string' ? stripMask(value) || undefined : (value ?? undefined)))
  @FieldRule<ClienteInputDto>((value, dto) =>
    isPj(dto) || dto.tipo_pessoa !== 'pf'
      ? undefined
      : !isText(value)
        ? M.cpfRequired
        : isValidCpf(value)
          ? undefined
          : M.cpfInvalid,
  )
  cpf?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: L.ie, description: 'Só dígitos; obrigatória para pj não isenta.' })
  @Transform(({ value }) => (typeof value === 'string' ? onlyDigits(value) || undefined : (value ?? undefined)))
  @FieldRule<ClienteInputDto>((value, dto) => {
    if (dto.isento_ie === true) return undefined;
    if (value === undefined) return isPj(dto) ? M.ieRequired : undefined;
    return isText(value) && value.length <= L.ie ? undefined : maxLengthMessage('IE', L.ie);
  })
  ie?: string | null;

  @ApiPropertyOptional({ default: false })
  @FieldRule(flag)
  isento_ie?: boolean;

  @ApiPropertyOptional({ nullable: true, maxLength: L.email_faturamento, description: 'Obrigatório para pj.' })
  @Transform(({ value }) => {
    const email = cleanText(value);
    return typeof email === 'string' ? email.toLowerCase() : email;
  })
  @FieldRule<ClienteInputDto>((value, dto) => {
    if (value === undefined) return isPj(dto) ? M.emailFaturamentoRequired : undefined;
    if (!isText(value) || !isValidEmail(value)) return M.emailInvalid;
    return value.length > L.email_faturamento
      ? maxLengthMessage('E-mail de faturamento', L.email_faturamento)
      : undefined;
  })
  email_faturamento?: string | null;

  @ApiPropertyOptional({ default: true, description: 'true = ativo.' })
  @FieldRule(flag)
  status?: boolean;

  @ApiProperty({ description: '8 dígitos, com ou sem máscara.' })
  @Transform(({ value }) => (typeof value === 'string' ? stripMask(value) || undefined : (value ?? undefined)))
  @FieldRule((value) => (!isText(value) ? M.cepRequired : /^\d{8}$/.test(value) ? undefined : M.cepInvalid))
  cep: string;

  @ApiProperty({ maxLength: L.logradouro })
  @Transform(upper)
  @FieldRule(required(M.logradouroRequired, 'Logradouro', L.logradouro))
  logradouro: string;

  @ApiProperty({ maxLength: L.numero })
  @Transform(upper)
  @FieldRule(required(M.numeroRequired, 'Número', L.numero))
  numero: string;

  @ApiPropertyOptional({ nullable: true, maxLength: L.complemento })
  @Transform(upper)
  @FieldRule(optional('Complemento', L.complemento))
  complemento?: string | null;

  @ApiProperty({ maxLength: L.bairro })
  @Transform(upper)
  @FieldRule(required(M.bairroRequired, 'Bairro', L.bairro))
  bairro: string;

  @ApiProperty({ maxLength: L.cidade })
  @Transform(upper)
  @FieldRule(required(M.cidadeRequired, 'Cidade', L.cidade))
  cidade: string;

  @ApiProperty({ enum: UFS })
  @Transform(upper)
  @FieldRule((value) =>
    !isText(value) ? M.ufRequired : (UFS as readonly string[]).includes(value) ? undefined : SERVER_MESSAGES.invalidUf,
  )
  uf: string;
}
