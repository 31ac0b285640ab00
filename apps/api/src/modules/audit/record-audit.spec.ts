import { recordAudit } from './record-audit.js';

describe('recordAudit', () => {
  const audit = recordAudit<{ id: number; nome: string; uf: string }>('Cliente', 'CLIENTE', (c) => c.nome);
  const actor = { userId: 1, email: 'admin@portal.local', ip: '127.0.0.1' };
  const ana = { id: 7, nome: 'Ana', uf: 'SP' };

  it('names the record "<name> (id N)" and the action <PREFIX>_<EVENT>', () => {
    expect(audit.created(ana, { nome: 'Ana' }, actor)).toEqual({
      message: 'Cliente criado: Ana (id 7)',
      action: 'CLIENTE_CREATED',
      idObject: 7,
      changes: { nome: 'Ana' },
      ...actor,
    });
    expect(audit.deleted(ana, { cliente: ana }, actor)).toMatchObject({
      message: 'Cliente excluído: Ana (id 7)',
      action: 'CLIENTE_DELETED',
      changes: { cliente: ana },
    });
  });

  it('an update is labelled with the new name and keeps only what changed', () => {
    const entry = audit.updated(ana, { ...ana, nome: 'Ana Souza' }, actor);
    expect(entry.message).toBe('Cliente atualizado: Ana Souza (id 7)');
    expect(entry.changes).toEqual({ nome: { de: 'Ana', para: 'Ana Souza' } });
    expect(audit.updated(ana, { ...ana, nome: 'B', uf: 'RJ' }, actor, ['uf']).changes).toEqual({
      uf: { de: 'SP', para: 'RJ' },
    });
  });
});
