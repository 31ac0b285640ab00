import { insertCliente } from '@portal/test-support';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import type { TestApp } from '../support/test-app.js';

/** What a customer types about herself: two people may type the same street, name or e-mail. */
export interface Dados {
  nome: string;
  /** Her login (unique, lower case, confirmed). */
  email: string;
  /** Typed in Meus Dados, never verified: may be anyone's address. */
  emailFaturamento: string;
  telefone: string;
  cep: string;
  logradouro: string;
  bairro: string;
  complemento: string;
  /** The phone as typed in Fale conosco (any format; stored as digits). */
  telefoneContato?: string;
}

export interface Vizinha {
  dados: Dados;
  clienteId: number;
  userId: number;
  auth: { Authorization: string };
  /** A sent quotation whose notes name her, refused with a reason that names her. */
  cotacaoRecusada: number;
  /** A draft with staff's internal notes. */
  rascunho: number;
}

export const NOTA_INTERNA = 'INTERNO: margem 60%';

export async function criarProdutos(t: TestApp): Promise<number[]> {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO produtos (sku, tipo, nome, preco, unidade)
     VALUES ('VIZ-1', 'p', 'Cabo de rede', 12.5, 'M'), ('VIZ-2', 's', 'Instalação', 300, 'UN') RETURNING id`,
  );
  return rows.map((row) => row.id);
}

/**
 * A quotation by staff for the customer (the one helper of these tests): two lines, freight; `enviar`
 * sends it (e-mails to its logins and billing address, with the PDF), else it stays a draft.
 */
export async function cotacao(
  t: TestApp,
  staff: Caller,
  clienteId: number,
  produtos: number[],
  observacoes: string | null,
  enviar = true,
): Promise<number> {
  const created = await t.http
    .post('/api/Cotacoes')
    .set(staff.auth)
    .send({
      clienteId,
      condicoesPagamento: '30 dias',
      prazoEntrega: '10 dias úteis',
      observacoes,
      frete: 15.5,
      itens: [
        { produtoId: produtos[0], quantidade: 2.5, unidade: 'M', precoUnitario: 19.99, descontoPercentual: 10 },
        { produtoId: produtos[1], quantidade: 1, precoUnitario: 1234.56 },
      ],
    })
    .expect(201);
  const id = created.body.id as number;
  if (enviar) await t.http.post(`/api/Cotacoes/${id}/enviar`).set(staff.auth).send({}).expect(200);
  return id;
}

/**
 * A customer's life through the API: Meus Dados saved twice (audit snapshots), a Fale conosco
 * message from her login address, a quotation sent to her and refused, and a draft.
 */
export async function criarVizinha(t: TestApp, staff: Caller, produtos: number[], dados: Dados): Promise<Vizinha> {
  // Stored as she types it, so the audit's "before" values are hers too.
  const { id: clienteId, doc } = await insertCliente(t.db, {
    nome: dados.nome,
    cep: dados.cep,
    logradouro: dados.logradouro,
    numero: '12',
    bairro: dados.bairro,
    complemento: dados.complemento,
    cidade: 'Campinas',
  });
  const caller = await callerFor(t, 'CLIENTE', { clienteId, name: dados.nome, email: dados.email });
  for (const telefone of ['1133334444', dados.telefone]) {
    await t.http
      .put('/api/meusdados')
      .set(caller.auth)
      .send({
        nome: dados.nome,
        cpf: doc,
        cnpj: null,
        razao_social: null,
        email_faturamento: dados.emailFaturamento,
        telefone,
        cep: dados.cep,
        logradouro: dados.logradouro,
        numero: '12',
        complemento: dados.complemento,
        bairro: dados.bairro,
        cidade: 'Campinas',
        uf: 'SP',
      })
      .expect(200);
  }
  const contato = await t.http.post('/api/public/contato').send({
    nome: dados.nome,
    email: dados.email,
    telefone: dados.telefoneContato ?? dados.telefone,
    mensagem: `Sou ${dados.nome}.`,
  });
  if (contato.status !== 200) throw new Error(`Fale conosco: ${contato.status} ${JSON.stringify(contato.body)}`);
  const cotacaoRecusada = await cotacao(t, staff, clienteId, produtos, `Entregar a ${dados.nome}`, true);
  // Issue 26: a question with her data and an answer quoting it (the thread and both e-mails).
  await t.http
    .post(`/api/minhas-cotacoes/${cotacaoRecusada}/mensagens`)
    .set(caller.auth)
    .send({ texto: `Sou ${dados.nome}: entregam em ${dados.logradouro}, ${dados.bairro}? Tel. ${dados.telefone}` })
    .expect(201);
  await t.http
    .post(`/api/Cotacoes/${cotacaoRecusada}/mensagens`)
    .set(staff.auth)
    .send({ texto: `${dados.nome}, entregamos em ${dados.bairro}.` })
    .expect(201);
  await t.http
    .post(`/api/minhas-cotacoes/${cotacaoRecusada}/recusar`)
    .set(caller.auth)
    .send({ motivo: `Caro demais para ${dados.nome}, ${dados.logradouro}` })
    .expect(200);
  const rascunho = await cotacao(t, staff, clienteId, produtos, `${NOTA_INTERNA} (${dados.nome})`, false);
  return { dados, clienteId, userId: caller.user.id, auth: caller.auth, cotacaoRecusada, rascunho };
}
