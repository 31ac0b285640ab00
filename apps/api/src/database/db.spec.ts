import { ConflictException, NotFoundException } from '@nestjs/common';
import { auditDiff, orNotFound } from './db.js';
import { isUniqueViolation, onUniqueViolation } from './unique-violation.js';

describe('database helpers', () => {
  it('orNotFound gives the value or the contract 404 message', () => {
    expect(orNotFound(0)).toBe(0);
    expect(() => orNotFound(null)).toThrow(new NotFoundException('Registro não encontrado.'));
    expect(() => orNotFound(undefined)).toThrow(NotFoundException);
  });

  it('auditDiff lists changed keys only, skipping keys the change leaves undefined', () => {
    const before = { nome: 'A', status: true, uf: 'SP' };
    expect(auditDiff(before, { nome: 'B', status: true, uf: undefined })).toEqual({ nome: { de: 'A', para: 'B' } });
    expect(auditDiff(before, { nome: 'B', uf: 'RJ' }, ['uf'])).toEqual({ uf: { de: 'SP', para: 'RJ' } });
  });

  it('maps unique violations only', async () => {
    expect(isUniqueViolation({ code: 'P2002' })).toBe(true);
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(null)).toBe(false);
    // What a raw query inside a transaction throws (the shape Prisma 7's pg adapter gives).
    const raw = (originalCode: string) => ({
      code: 'P2010',
      meta: { driverAdapterError: { cause: { originalCode } } },
    });
    expect(isUniqueViolation(raw('23505'))).toBe(true);
    expect(isUniqueViolation(raw('23503'))).toBe(false);
    const taken = () => {
      throw new ConflictException('CPF já cadastrado.');
    };
    await expect(onUniqueViolation(() => Promise.reject({ code: 'P2002' }), taken)).rejects.toThrow('CPF já');
    await expect(onUniqueViolation(() => Promise.reject(new Error('x')), taken)).rejects.toThrow('x');
    await expect(onUniqueViolation(() => Promise.resolve(1), taken)).resolves.toBe(1);
  });
});
