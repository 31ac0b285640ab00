/** Quotation (cotação) messages: form rules and the 409 answers of refused transitions. */
export const COTACAO_MESSAGES = {
  clienteRequired: 'Selecione o cliente da cotação.',
  clienteNotFound: 'Cliente não encontrado.',
  clienteInativo: 'O cliente está inativo: ative-o antes de enviar a cotação.',
  validadeInvalid: 'Validade deve ser uma data válida (AAAA-MM-DD).',
  validadePassada: 'A validade da cotação já passou: escolha uma data a partir de hoje.',
  freteInvalid: 'Frete deve ser um valor de 0 a 999.999.999.999,99 com até 2 casas decimais.',
  itensInvalid: 'Itens devem ser uma lista (até 500 itens).',
  itemProdutoRequired: 'Selecione o produto de cada item.',
  itemQuantidadeInvalid: 'Quantidade deve ser maior que zero, com até 3 casas decimais.',
  itemPrecoInvalid: 'Preço unitário deve ser um valor de 0 a 999.999.999.999,99 com até 2 casas decimais.',
  itemDescontoInvalid: 'Desconto deve ser de 0 a 100%, com até 2 casas decimais.',
  itemUnidadeInvalid: 'Unidade deve ter de 1 a 6 caracteres.',
  itemIpiInvalid: 'IPI deve ser de 0 a 999,99%, com até 2 casas decimais.',
  itemIcmsStInvalid: 'ICMS-ST deve ser um valor de 0 a 999.999.999.999,99 com até 2 casas decimais.',
  parcelasInvalid: 'Parcelas devem ser uma lista de até 24 parcelas.',
  parcelaDiasInvalid: 'Dias da parcela devem ser um número inteiro de 0 a 3650.',
  parcelaPercentualInvalid: 'Percentual da parcela deve ser maior que 0 e até 100%, com até 2 casas decimais.',
  parcelasDiasCrescentes: 'Os dias das parcelas devem ser crescentes (ex.: 28, 56, 84).',
  parcelasSoma: (soma: string) => `Os percentuais das parcelas devem somar 100% (somam ${soma}%).`,
  meioPagamentoInvalid: 'Meio de pagamento deve ser boleto, pix, cartao, transferencia ou outro.',
  freteModalidadeInvalid: 'Modalidade de frete deve ser CIF, FOB ou sem_frete.',
  freteSomenteCif: 'Valor de frete só com a modalidade CIF: com FOB ou sem frete, deixe o frete em zero.',
  descontoTotalInvalid: 'Desconto no total deve ser de 0 a 100%, com até 2 casas decimais.',
  pixDesligado: 'Pagamento por Pix não está configurado.',
  pixNaoEscolhido: 'Esta cotação não é paga por Pix.',
  pixPedidoCancelado: 'O pedido desta cotação foi cancelado: não há pagamento a fazer.',
  impostosAviso: 'Impostos: IPI e ICMS-ST conforme indicado; demais tributos inclusos no preço',
  totalTooLarge: 'O total da cotação passa do maior valor aceito (R$ 999.999.999.999,99).',
  produtoIndisponivel: (ids: number[]) =>
    `Produto ${ids.join(', ')} não existe ou está inativo: só produtos ativos podem entrar na cotação.`,
  versaoRequired: 'Informe a versão da cotação que você editou.',
  versaoStale:
    'Esta cotação foi alterada por outra pessoa depois que você a abriu. Recarregue a página para ver a versão atual.',
  somenteRascunhoEditar: 'Só cotações em rascunho podem ser editadas.',
  somenteRascunhoExcluir: 'Só cotações em rascunho podem ser excluídas.',
  somenteRascunhoEnviar: 'Só cotações em rascunho podem ser enviadas.',
  enviarSemItens: 'Inclua ao menos um item antes de enviar a cotação.',
  enviarProdutoInativo: (skus: string[]) =>
    `${skus.length > 1 ? 'Os produtos' : 'O produto'} ${skus.join(', ')} ${skus.length > 1 ? 'estão inativos' : 'está inativo'}: troque ${skus.length > 1 ? 'as linhas' : 'a linha'} ou reative o cadastro antes de enviar.`,
  enviarSemDestinatario:
    'O cliente não tem usuário nem e-mail de faturamento: cadastre um destinatário antes de enviar a cotação.',
  /** 409: every recipient would get the e-mail but none can answer in the portal (MotivoSemResposta). */
  enviarSemQuemResponda:
    'Nenhum destinatário desta cotação pode respondê-la pelo portal: convide um contato com outro e-mail (Acesso ao portal, no cadastro do cliente) antes de enviar.',
  /**
   * The quotation e-mail to an address that cannot answer in the portal: no promise of portal access,
   * no link (the page would answer "Cotação não encontrada").
   */
  emailSemPortal:
    'Este endereço de e-mail não tem acesso ao portal: a cotação é aceita ou recusada pelo portal por um contato do cliente com acesso. Dúvidas? Responda a este e-mail.',
  /** Enviar's PDF is rendered before its transaction; the quotation or its customer changed meanwhile (409). */
  alteradaDuranteEnvio:
    'A cotação ou o cadastro do cliente foi alterado enquanto o PDF era gerado. Confira e envie de novo.',
  somenteEnviadaCancelar: 'Só cotações enviadas (ainda sem resposta) podem ser canceladas.',
  revisarStatus: 'Só cotações enviadas, recusadas ou expiradas podem ser revisadas.',
  revisarExisteNova: 'Esta cotação já tem uma revisão mais nova: revise a mais recente.',
  responderStatus: (acao: 'aceita' | 'recusada', status: string) =>
    `Esta cotação não pode mais ser ${acao}: ela está ${STATUS_TEXT[status] ?? status}.`,
  respondeVencida: (acao: 'aceita' | 'recusada', validade: string) =>
    `Esta cotação venceu em ${validade} e não pode mais ser ${acao}.`,
  // One quotation number, one order: once a revision is accepted, no other revision is sent or answered.
  enviarNumeroAceito: (revisao: number) =>
    `Esta cotação já foi aceita na revisão ${revisao} e virou pedido: nenhuma outra revisão do mesmo número pode ser enviada.`,
  responderNumeroAceito: (acao: 'aceita' | 'recusada', revisao: number) =>
    `A revisão ${revisao} desta cotação já foi aceita e virou pedido: esta revisão não pode mais ser ${acao}.`,
  numeroEmUso:
    'Outra revisão desta cotação acabou de ser enviada ou aceita. Recarregue a página para ver a situação atual.',
  clienteInativoSemResposta:
    'Seu cadastro de cliente está inativo: esta cotação não pode ser aceita nem recusada. Fale com o seu vendedor.',
  clienteInativoResponder: (acao: 'aceita' | 'recusada') =>
    `Seu cadastro de cliente está inativo: esta cotação não pode ser ${acao}. Fale com o seu vendedor.`,
  motivoTooLong: 'O motivo da recusa pode ter até 500 caracteres.',
  mensagemRequired: 'Escreva a mensagem.',
  mensagemTooLong: 'A mensagem pode ter até 2.000 caracteres.',
  mensagemRascunho: 'A cotação ainda não foi enviada ao cliente: envie-a antes de escrever a ele.',
  mensagemEnviada: 'Mensagem enviada.',
  aceita: 'Cotação aceita. O pedido foi criado.',
  recusada: 'Cotação recusada.',
  excluida: 'Cotação excluída com sucesso!',
  clienteFiltroMinLength: 'Digite 3 ou mais caracteres para o cliente.',
  sugestaoInvalid: 'A busca de sugestões aceita até 100 caracteres.',
  numeroInvalid: 'O filtro número aceita até 20 caracteres.',
  statusFilterInvalid: 'Status inválido.',
  dataFilterInvalid: 'Datas do filtro devem estar no formato AAAA-MM-DD.',
  /** GET .../aceite of a quotation without an acceptance certificate (issue 29). */
  semCertificado: 'Esta cotação não tem certificado de aceite.',
} as const;

// How a status reads after "ela está ...".
const STATUS_TEXT: Record<string, string> = {
  rascunho: 'em rascunho',
  enviada: 'enviada',
  aceita: 'aceita',
  recusada: 'recusada',
  expirada: 'expirada',
  cancelada: 'cancelada',
  substituida: 'substituída por uma revisão mais nova',
};
