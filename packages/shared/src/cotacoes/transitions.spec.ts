import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COTACAO_STATUSES, type CotacaoStatus } from '../constants/domain.js';
import {
  COTACAO_ACOES,
  COTACAO_EVENTOS,
  COTACAO_STATUS_FINAIS,
  TRANSICOES,
  acoesPermitidas,
  impedimento,
  type Ator,
  type CotacaoAcao,
  type Situacao,
  type Transicao,
} from './transitions.js';

const linha = (acao: CotacaoAcao): Transicao => TRANSICOES[acao];
// The lines that change the status of the row they act on (not a new quotation, not the same status).
const mudaStatus = COTACAO_ACOES.filter((a) => !linha(a).nova && linha(a).para !== 'mesmo');

const NOW = new Date('2026-11-24T13:00:00Z'); // 10:00 in Brasília, 2026-11-24

const situacao = fc.record({
  status: fc.constantFrom(...COTACAO_STATUSES),
  validade: fc.constantFrom('2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2027-01-09'),
  clienteAtivo: fc.option(fc.boolean(), { nil: undefined }),
  enviada: fc.option(fc.boolean(), { nil: undefined }),
});
const instante = fc
  .integer({ min: Date.parse('2026-11-22T00:00:00Z'), max: Date.parse('2026-11-27T00:00:00Z') })
  .map((ms) => new Date(ms));

describe('the transition table of a quotation', () => {
  it('keeps the audit action names already stored and filtered in Logs (never rename one)', () => {
    expect(Object.fromEntries(COTACAO_ACOES.map((a) => [a, linha(a).auditoria]))).toEqual({
      criar: 'COTACAO_CRIADA',
      editar: 'COTACAO_EDITADA',
      excluir: 'COTACAO_DELETED',
      enviar: 'COTACAO_ENVIADA',
      substituir: 'COTACAO_SUBSTITUIDA',
      cancelar: 'COTACAO_CANCELADA',
      revisar: 'COTACAO_REVISADA',
      duplicar: 'COTACAO_DUPLICADA',
      aceitar: 'COTACAO_ACEITA',
      recusar: 'COTACAO_RECUSADA',
      fechar: null,
      expirar: 'COTACAO_EXPIRADA',
      lembrar: null,
      mensagem: 'COTACAO_MENSAGEM',
    });
  });

  it('names every history entry type stored today, each once', () => {
    const hoje =
      'criada editada enviada aceita recusada expirada cancelada substituida revisada duplicada lembrete mensagem email_nao_entregue';
    expect([...COTACAO_EVENTOS].sort()).toEqual(hoje.split(' ').sort());
  });

  it('knows every status it names, and every status can be reached from a new quotation', () => {
    for (const acao of COTACAO_ACOES) {
      for (const status of linha(acao).de) expect(COTACAO_STATUSES).toContain(status);
      expect([...COTACAO_STATUSES, 'mesmo', 'apagada']).toContain(linha(acao).para);
      expect(linha(acao).quem.length).toBeGreaterThan(0);
    }
    const alcancados = new Set<string>([TRANSICOES.criar.para]);
    for (let mudou = true; mudou;) {
      mudou = false;
      for (const acao of mudaStatus) {
        const { de, para } = linha(acao);
        if (para !== 'apagada' && !alcancados.has(para) && de.some((s) => alcancados.has(s))) {
          alcancados.add(para);
          mudou = true;
        }
      }
    }
    expect([...alcancados].sort()).toEqual([...COTACAO_STATUSES].sort());
  });

  it('leaves no final status, and every other status can be left', () => {
    const deixados = new Set(mudaStatus.flatMap((a) => linha(a).de));
    expect(COTACAO_STATUSES.filter((s) => !deixados.has(s))).toEqual([...COTACAO_STATUS_FINAIS]);
  });

  it('answers the documented buttons', () => {
    const s = (status: CotacaoStatus, extra: Partial<Situacao> = {}): Situacao => ({
      status,
      validade: '2026-11-24',
      ...extra,
    });
    expect(acoesPermitidas(s('rascunho'), 'equipe')).toEqual(['editar', 'excluir', 'enviar', 'duplicar', 'mensagem']);
    expect(acoesPermitidas(s('enviada'), 'equipe')).toEqual(['cancelar', 'revisar', 'duplicar', 'mensagem']);
    expect(acoesPermitidas(s('recusada'), 'equipe')).toEqual(['revisar', 'duplicar', 'mensagem']);
    expect(acoesPermitidas(s('aceita'), 'equipe')).toEqual(['duplicar', 'mensagem']);
    expect(acoesPermitidas(s('enviada'), 'cliente', NOW)).toEqual(['aceitar', 'recusar', 'mensagem']);
    // Valid until 23:59:59.999 in Brasília: at 00:00 the next day (03:00 UTC) it can no longer be answered.
    expect(acoesPermitidas(s('enviada'), 'cliente', new Date('2026-11-25T02:59:59Z'))).toEqual([
      'aceitar',
      'recusar',
      'mensagem',
    ]);
    expect(acoesPermitidas(s('enviada'), 'cliente', new Date('2026-11-25T03:00:00Z'))).toEqual(['mensagem']);
    expect(acoesPermitidas(s('enviada', { clienteAtivo: false }), 'cliente', NOW)).toEqual(['mensagem']);
    expect(acoesPermitidas(s('cancelada', { enviada: false }), 'cliente', NOW)).toEqual([]);
    expect(impedimento('expirar', s('enviada'), new Date('2026-11-25T03:00:00Z'))).toBeNull();
    expect(impedimento('expirar', s('enviada'), NOW)).toBe('prazo');
    expect(impedimento('criar', s('rascunho'), NOW)).toBe('status');
  });

  it('allows a viewer exactly the lines whose from-status matches, and whose rules hold when asked at an instant', () => {
    fc.assert(
      fc.property(situacao, fc.constantFrom<'equipe' | 'cliente'>('equipe', 'cliente'), instante, (s, quem, agora) => {
        const minhas = COTACAO_ACOES.filter((a) => (linha(a).quem as readonly Ator[]).includes(quem));
        expect(acoesPermitidas(s, quem)).toEqual(minhas.filter((a) => linha(a).de.includes(s.status)));
        const vencida = s.validade < new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(agora);
        const valem = (a: CotacaoAcao) =>
          linha(a).de.includes(s.status) &&
          (linha(a).prazo === undefined || (linha(a).prazo === 'vencida') === vencida) &&
          !(linha(a).clienteAtivo && s.clienteAtivo === false) &&
          !(linha(a).enviada && s.enviada === false);
        expect(acoesPermitidas(s, quem, agora)).toEqual(minhas.filter(valem));
        for (const a of COTACAO_ACOES) expect(impedimento(a, s, agora) === null).toBe(valem(a));
      }),
      { numRuns: 300 },
    );
  });

  it('walks only between known statuses and never leaves a final one, whoever acts in whatever order', () => {
    const passo = fc.record({ quem: fc.constantFrom<Ator>('equipe', 'cliente', 'sistema'), escolha: fc.nat() });
    fc.assert(
      fc.property(situacao, fc.array(passo, { maxLength: 20 }), instante, (inicio, passos, agora) => {
        let s: Situacao = { ...inicio, status: 'rascunho' };
        for (const { quem, escolha } of passos) {
          const podem = COTACAO_ACOES.filter(
            (a) => (linha(a).quem as readonly Ator[]).includes(quem) && impedimento(a, s, agora) === null,
          );
          if (!podem.length) continue;
          const { para, nova } = linha(podem[escolha % podem.length]);
          if (nova || para === 'mesmo') continue;
          if (para === 'apagada') break;
          expect((COTACAO_STATUS_FINAIS as readonly string[]).includes(s.status)).toBe(false);
          expect(COTACAO_STATUSES).toContain(para);
          s = { ...s, status: para, enviada: s.enviada || para === 'enviada' };
        }
      }),
      { numRuns: 300 },
    );
  });
});
