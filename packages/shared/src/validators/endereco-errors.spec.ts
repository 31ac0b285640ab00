import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIENTE_MESSAGES } from '../messages/cliente-messages.js';
import { MEUS_DADOS_MESSAGES } from '../messages/meus-dados-messages.js';
import { clienteErrors, normalizeCliente } from './cliente-errors.js';
import { ENDERECO_FIELDS, enderecoErrors } from './endereco-errors.js';
import { meusDadosErrors, normalizeMeusDados } from './meus-dados-errors.js';
import { messageText } from './text-rules.js';

const endereco = {
  cep: '01310-100',
  logradouro: 'AV PAULISTA',
  numero: '1000',
  complemento: 'SALA 2',
  bairro: 'BELA VISTA',
  cidade: 'SÃO PAULO',
  uf: 'SP',
};
const pick = (errors: Partial<Record<string, unknown>>) =>
  Object.fromEntries(ENDERECO_FIELDS.flatMap((f) => (errors[f] ? [[f, messageText(errors[f] as string)]] : [])));
// The two screens word the same rule apart: Meus Dados ends its texts with a full stop.
const semPonto = (errors: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, text?.replace(/\.$/, '')]));

describe('enderecoErrors', () => {
  it('accepts a full address and says each missing or wrong field', () => {
    expect(enderecoErrors(endereco, CLIENTE_MESSAGES)).toEqual({});
    expect(enderecoErrors({ ...endereco, complemento: '' }, CLIENTE_MESSAGES)).toEqual({});
    expect(enderecoErrors({}, MEUS_DADOS_MESSAGES)).toEqual({
      cep: 'CEP é obrigatório.',
      logradouro: 'Logradouro é obrigatório.',
      numero: 'Número é obrigatório.',
      bairro: 'Bairro é obrigatório.',
      cidade: 'Cidade é obrigatória.',
      uf: 'UF é obrigatória.',
    });
    expect(
      enderecoErrors({ ...endereco, cep: '0131O-100', uf: 'XX', numero: '12345678901' }, CLIENTE_MESSAGES),
    ).toEqual({ cep: 'CEP inválido', uf: 'UF inválida.', numero: 'Número deve ter no máximo 10 caracteres.' });
  });

  it('the back-office and Meus Dados give the same verdict on any address (one rule, two wordings)', () => {
    // As both screens store it: trimmed, single-spaced, upper-case (each normalises its own way first).
    const texto = fc
      .oneof(
        fc.constantFrom(
          '',
          ' ',
          '-',
          '.-',
          'SP',
          'sp',
          'XX',
          '01310-100',
          '01310100',
          '0131O100',
          'a12345678',
          '12\u0007',
        ),
        fc.string({ maxLength: 12 }),
        fc.string({ minLength: 95, maxLength: 260 }),
      )
      .map((text) => text.trim().replace(/\s+/g, ' ').toUpperCase());
    fc.assert(
      fc.property(fc.record(Object.fromEntries(ENDERECO_FIELDS.map((f) => [f, texto]))), (input) => {
        const cliente = pick(clienteErrors(normalizeCliente({ tipo_pessoa: 'pf', ...input })));
        const meus = pick(meusDadosErrors(normalizeMeusDados(input), 'pf'));
        expect(semPonto(meus)).toEqual(semPonto(cliente));
      }),
      { numRuns: 300 },
    );
  });
});
