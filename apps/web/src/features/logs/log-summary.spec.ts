import { showValue, summarizeLog } from './log-summary';

describe('summarizeLog', () => {
  it('reads action, object and who, and the { de, para } changes of an edit', () => {
    const summary = summarizeLog({
      data: {
        action: 'CLIENTE_UPDATED',
        idObject: 12,
        email: 'carla@portal.com',
        userId: 3,
        ip: '127.0.0.1',
        changes: { cidade: { de: 'SÃO PAULO', para: 'CAMPINAS' }, complemento: { de: null, para: 'SALA 2' } },
      },
    });
    expect(summary).toEqual({
      action: 'CLIENTE_UPDATED',
      object: '#12',
      who: 'carla@portal.com',
      changes: [
        { field: 'cidade', before: 'SÃO PAULO', after: 'CAMPINAS' },
        { field: 'complemento', before: '—', after: 'SALA 2' },
      ],
    });
  });

  it('reads the [before, after] pairs of Meus Dados and plain values of a creation', () => {
    expect(summarizeLog({ data: { action: 'X', userId: 7, changes: { bairro: ['SÉ', 'CENTRO'] } } })).toMatchObject({
      object: '',
      who: 'usuário 7',
      changes: [{ field: 'bairro', before: 'SÉ', after: 'CENTRO' }],
    });
    expect(summarizeLog({ data: { action: 'X', changes: { status: true, uf: 'SP' } } }).changes).toEqual([
      { field: 'status', after: 'true' },
      { field: 'uf', after: 'SP' },
    ]);
  });

  it('survives entries without data or changes', () => {
    expect(summarizeLog({ data: undefined as unknown as Record<string, unknown> })).toEqual({
      action: '',
      object: '',
      who: '',
      changes: [],
    });
    expect(showValue({ a: 1 })).toBe('{"a":1}');
    expect(showValue('')).toBe('—');
  });
});
