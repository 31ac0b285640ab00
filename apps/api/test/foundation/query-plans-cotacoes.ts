import type { AppDatabase } from '../../src/database/database.js';
import { ONE_ROW, type Capture } from '../support/query-plans.js';
import { CotacoesSearchRepository } from '../../src/modules/cotacoes/cotacoes-search.repository.js';
import { CotacoesRepository } from '../../src/modules/cotacoes/cotacoes.repository.js';
import { CotacaoStatusRepository } from '../../src/modules/cotacoes/cotacao-status.repository.js';
import { CotacaoItensRepository } from '../../src/modules/cotacoes/cotacao-itens.repository.js';
import { CotacoesJobsRepository } from '../../src/modules/cotacoes/cotacoes-jobs.repository.js';
import { CotacaoMensagensRepository } from '../../src/modules/cotacoes/cotacao-mensagens.repository.js';
import { CotacaoPdfsRepository } from '../../src/modules/cotacoes/cotacao-pdfs.repository.js';
import { CotacaoDestinatariosRepository } from '../../src/modules/cotacoes/cotacao-destinatarios.repository.js';
import { ThrottleRepository } from '../../src/modules/throttle/throttle.repository.js';
import { ThrottleService } from '../../src/modules/throttle/throttle.service.js';
import { ContasExcluidasRepository } from '../../src/modules/accounts/contas-excluidas.repository.js';
import { ContasExcluidas } from '../../src/modules/accounts/contas-excluidas.service.js';
import type { AppConfig } from '../../src/config/app-config.js';

/** The memory of deleted accounts over the capturing database, keyed with a fixed secret. */
export function contasExcluidasDosPlanos(db: AppDatabase): ContasExcluidas {
  const segredo = { auth: { jwtSecret: 'segredo-dos-planos' } } as AppConfig;
  return new ContasExcluidas(
    new ThrottleService(new ThrottleRepository(db), segredo),
    new ContasExcluidasRepository(db),
  );
}

/** The quotation searches and the quotation aggregate (issue 28), for query-plans.txt. */
export async function capturarCotacoes(db: AppDatabase, capture: Capture, agora: Date): Promise<void> {
  const page = { page: 1, pageSize: 10 };
  const busca = new CotacoesSearchRepository(db);
  await capture('cotacoesSearch.search (default: mais novas)', () => busca.search({ ...page }));
  // A shallow page of 3+ letters alone: the named statement, planned once (decisoes/0011).
  await capture("cotacoesSearch.search (cliente 'con', todos: generic plan)", () =>
    busca.search({ ...page, cliente: 'con', status: 'todos' }),
  );
  await capture("cotacoesSearch.search (cliente 'cons': generic plan)", () =>
    busca.search({ ...page, cliente: 'cons' }),
  );
  await capture("cotacoesSearch.search (cliente 'ria da': planned for the term)", () =>
    busca.search({ ...page, cliente: 'ria da' }),
  );
  await capture("cotacoesSearch.search (cliente 'con', page 20: gathered)", () =>
    busca.search({ page: 20, pageSize: 10, cliente: 'con' }),
  );
  await capture("cotacoesSearch.search (cliente 'con', enviada)", () =>
    busca.search({ ...page, cliente: 'con', status: 'enviada' }),
  );
  await capture('cotacoesSearch.minhas (cliente 5)', () => busca.minhas(5, { ...page }));
  await capture('cotacoesSearch.allRows (enviada: CSV)', () => busca.allRows({ status: 'enviada' }).execute());
  const cotacoes = new CotacoesRepository(db);
  const status = new CotacaoStatusRepository(db);
  const itens = new CotacaoItensRepository(db);
  const jobs = new CotacoesJobsRepository(db);
  const campos = {
    clienteId: 5,
    validade: '2026-12-20',
    condicoesPagamento: null,
    prazoEntrega: null,
    observacoes: null,
    parcelas: '[]',
    meioPagamento: null,
    freteModalidade: null,
    transportadora: null,
    descontoTotalPercentual: '0',
    descontoTotal: '0',
    ipi: '0',
    icmsSt: '0',
    frete: '0',
    subtotal: '10.00',
    descontos: '0',
    total: '10.00',
  };
  const linha = {
    produtoId: 7,
    sku: 'A1',
    nome: 'X',
    tipo: 'p',
    descricao: null,
    quantidade: '1',
    unidade: 'UN',
    precoUnitario: '10.00',
    descontoPercentual: '0',
    total: '10.00',
    ipiPercentual: '0',
    ipi: '0',
    icmsStValor: null,
  };
  const novo = { numero: 'COT-2026-999999', ano: 2026, seq: 999999, vendedorId: 1 };
  await capture('cotacoes.findById', () => cotacoes.findById(7));
  await capture('cotacoes.findById (cliente 5)', () => cotacoes.findById(7, 5));
  await capture('cotacoes.estado', () => cotacoes.estado(7));
  await capture('cotacoes.condicoes', () => cotacoes.condicoes(7));
  await capture('cotacoes.clienteExiste', () => cotacoes.clienteExiste(5));
  await capture('cotacoes.proximoSeq', () => cotacoes.proximoSeq(2026), ONE_ROW);
  await capture('cotacoes.inserir', () => cotacoes.inserir({ ...novo, revisao: 1, agora }, campos), ONE_ROW);
  await capture('cotacoes.editarRascunho', () => cotacoes.editarRascunho(7, 1, campos, agora));
  await capture('cotacoes.excluirRascunho', () => cotacoes.excluirRascunho(7));
  await capture('cotacoes.evento', () => cotacoes.evento(7, 'editada', agora, 1, null));
  await capture('cotacaoItens.produtosAtivos', () => itens.produtosAtivos([7, 8]));
  await capture('cotacaoItens.snapshotsDe', () => itens.snapshotsDe(7));
  await capture('cotacaoItens.substituirItens', () => itens.substituirItens(7, [linha]));
  await capture('cotacaoItens.copiarItens', () => itens.copiarItens(7, 8));
  await capture('cotacaoStatus.enviar', () => status.enviar(7, agora, 1));
  await capture('cotacaoStatus.substituirAnteriores', () => status.substituirAnteriores(7, agora));
  await capture('cotacaoStatus.fecharOutras', () => status.fecharOutras(7, agora));
  await capture('cotacaoStatus.cancelar', () => status.cancelar(7, agora, 1));
  await capture('cotacaoStatus.aceitar', () => status.aceitar(7, 5, agora, 1, '127.0.0.1'));
  await capture('cotacaoStatus.recusar', () => status.recusar(7, 5, agora, 1, null));
  await capture('cotacaoStatus.revisar', () => status.revisar(7, 1, '2026-12-20', agora));
  await capture('cotacaoStatus.duplicar', () =>
    status.duplicar(7, { ...novo, clienteId: 5, validade: '2026-12-20' }, agora),
  );
  await capture('cotacoesJobs.expireDue', () => jobs.expireDue(agora));
  await capture('cotacoesJobs.dueReminders', () => jobs.dueReminders(agora));
  await capture('cotacaoMensagens.listar', () => new CotacaoMensagensRepository(db).listar(7));
  await capture(
    'cotacaoMensagens.inserir',
    () =>
      new CotacaoMensagensRepository(db).inserir({ cotacaoId: 7, autorId: 1, doCliente: false, texto: 'x', em: agora }),
    [{ id: 1, em: agora }],
  );
  const pdfs = new CotacaoPdfsRepository(db);
  await capture('cotacaoPdfs.guardado', () => pdfs.guardado(7));
  await capture('cotacaoPdfs.guardar', () => pdfs.guardar(7, Buffer.from('%PDF')));
  await capture('cotacaoPdfs.cliente', () => pdfs.cliente(5), ONE_ROW);
  await capture(
    'cotacaoDestinatarios.resumoParaEmail',
    () => new CotacaoDestinatariosRepository(db, contasExcluidasDosPlanos(db)).resumoParaEmail(7),
    ONE_ROW,
  );
}
