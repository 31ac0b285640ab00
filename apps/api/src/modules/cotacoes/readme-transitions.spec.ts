import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COTACAO_STATUSES } from '@portal/shared/constants';
import { COTACAO_ACOES, TRANSICOES, type Transicao } from '@portal/shared/cotacoes';

// The README's transition table is the table of packages/shared cotacoes/transitions.ts in words:
// this test fails when one changes without the other, and prints the rows the README should have.
const README = fileURLToPath(new URL('./README.md', import.meta.url));
const QUEM = { equipe: 'staff', cliente: 'CLIENTE', sistema: 'system' } as const;
const code = (texto: string) => `\`${texto}\``;

function linhaDoReadme(acao: string, t: Transicao): string[] {
  const de = t.de.length === 0 ? '(none)' : t.de.length === COTACAO_STATUSES.length ? 'any' : t.de.map(code).join(', ');
  const para =
    t.para === 'mesmo'
      ? 'unchanged'
      : t.para === 'apagada'
        ? 'deleted'
        : t.nova
          ? `a new ${code(t.para)}`
          : code(t.para);
  const regras = [
    t.prazo === 'aberta' ? 'until the end of `validade`' : t.prazo === 'vencida' ? 'after `validade`' : '',
    t.clienteAtivo ? 'active customer' : '',
    t.enviada ? 'sent once' : '',
  ].filter(Boolean);
  return [
    code(acao),
    de,
    para,
    t.quem.map((q) => QUEM[q]).join(', '),
    regras.join('; ') || '-',
    t.evento ? code(t.evento) : '-',
    t.auditoria ? code(t.auditoria) : '-',
  ];
}

function tabelaDoReadme(): string[][] {
  const texto = readFileSync(README, 'utf8');
  const inicio = texto.indexOf('<!-- transicoes -->');
  const fim = texto.indexOf('<!-- /transicoes -->');
  if (inicio < 0 || fim < inicio) throw new Error('README.md: marcadores <!-- transicoes --> ausentes');
  return texto
    .slice(inicio, fim)
    .split('\n')
    .filter((linha) => linha.startsWith('|'))
    .slice(2) // header and separator
    .map((linha) =>
      linha
        .slice(1, -1)
        .split('|')
        .map((celula) => celula.trim()),
    );
}

describe('the module README', () => {
  it('shows the transition table as TRANSICOES has it', () => {
    const esperado = COTACAO_ACOES.map((acao) => linhaDoReadme(acao, TRANSICOES[acao]));
    const comoTexto = (linhas: string[][]) => linhas.map((l) => `| ${l.join(' | ')} |`).join('\n');
    expect(comoTexto(tabelaDoReadme())).toBe(comoTexto(esperado));
  });
});
