import { dataBr, FRETE_MODALIDADES, MEIOS_PAGAMENTO, numeroEnviado } from '@portal/shared/cotacoes';
import { numeroExibido } from '@/components/data/numero-campo';
import { CASAS, type CotacaoForm, type LinhaForm } from './cotacao-form';

/** One field that differs between two versions, as the person reads it. */
export interface Mudanca {
  campo: string;
  antes: string;
  agora: string;
}

/** What another person saved since this page loaded the quotation. */
export interface MudancasServidor {
  campos: Mudanca[];
  incluidas: string[];
  removidas: string[];
  /** Lines on both sides whose numbers or unit changed ('Quantidade (BLK-015)'). */
  alteradas: Mudanca[];
}

type Cabecalho = Exclude<keyof CotacaoForm, 'itens'>;
type CampoLinha = 'quantidade' | 'unidade' | 'precoUnitario' | 'descontoPercentual' | 'ipiPercentual' | 'icmsStValor';

const CABECALHO: [Cabecalho, string][] = [
  ['cliente', 'Cliente'],
  ['validade', 'Validade'],
  ['condicoesPagamento', 'Condições de pagamento'],
  ['prazoEntrega', 'Prazo de entrega'],
  ['observacoes', 'Observações'],
  ['parcelas', 'Parcelas'],
  ['meioPagamento', 'Meio de pagamento'],
  ['freteModalidade', 'Modalidade de frete'],
  ['transportadora', 'Transportadora'],
  ['frete', 'Frete'],
  ['descontoTotalPercentual', 'Desconto no total (%)'],
];
const CAMPOS_LINHA: [CampoLinha, string][] = [
  ['quantidade', 'Quantidade'],
  ['unidade', 'Unidade'],
  ['precoUnitario', 'Preço unitário'],
  ['descontoPercentual', 'Desconto'],
  ['ipiPercentual', 'IPI'],
  ['icmsStValor', 'ICMS-ST'],
];
const NUMEROS: Partial<Record<Cabecalho | CampoLinha, number>> = CASAS;

type Valor = CotacaoForm[Cabecalho] | string;
const parcelas = (value: Valor) => value as CotacaoForm['parcelas'];
// The selects' options as the page shows them.
const ROTULOS: Partial<Record<Cabecalho, Record<string, string>>> = {
  meioPagamento: MEIOS_PAGAMENTO,
  freteModalidade: FRETE_MODALIDADES,
};

/** A field's value to compare: numbers by value ('1500' is '1.500'), blank numbers as 0, texts trimmed. */
function comparavel(campo: Cabecalho | CampoLinha, value: Valor): string {
  if (campo === 'cliente') return String((value as CotacaoForm['cliente'])?.id ?? '');
  if (campo === 'parcelas')
    return parcelas(value)
      .map((p) => `${p.dias.trim()}:${String(numeroEnviado(p.percentual.trim() || '0', 2))}`)
      .join(';');
  const texto = (value as string).trim();
  const casas = NUMEROS[campo];
  return casas === undefined ? texto : String(numeroEnviado(texto || '0', casas));
}

function exibido(campo: Cabecalho | CampoLinha, value: Valor): string {
  if (campo === 'cliente') return (value as CotacaoForm['cliente'])?.nome ?? '(vazio)';
  if (campo === 'parcelas')
    return (
      parcelas(value)
        .map((p) => `${p.dias.trim()} dias: ${p.percentual.trim()}%`)
        .join(', ') || '(vazio)'
    );
  const texto = (value as string).trim();
  if (!texto) return '(vazio)';
  if (campo === 'validade') return dataBr(texto);
  const rotulos = ROTULOS[campo as Cabecalho];
  if (rotulos) return rotulos[texto] ?? texto;
  const casas = NUMEROS[campo];
  return casas === undefined
    ? texto
    : numeroExibido(texto, casas, campo !== 'quantidade' && !campo.endsWith('Percentual'));
}

/** Each line by its product and, for a product listed twice, its occurrence ('7#0', '7#1'). */
function porProduto(itens: LinhaForm[]): Map<string, LinhaForm> {
  const vistos = new Map<number, number>();
  const linhas = new Map<string, LinhaForm>();
  for (const linha of itens) {
    const n = vistos.get(linha.produtoId) ?? 0;
    vistos.set(linha.produtoId, n + 1);
    linhas.set(`${linha.produtoId}#${n}`, linha);
  }
  return linhas;
}

const nomeDaLinha = (linha: LinhaForm) => `${linha.sku} — ${linha.nome}`;

/** What changed from `base` (the version this page loaded) to `servidor` (the one saved since): field by field, lines added and removed. */
export function mudancasNoServidor(base: CotacaoForm, servidor: CotacaoForm): MudancasServidor {
  const campos = CABECALHO.filter(([c]) => comparavel(c, base[c]) !== comparavel(c, servidor[c])).map(
    ([c, rotulo]) => ({
      campo: rotulo,
      antes: exibido(c, base[c]),
      agora: exibido(c, servidor[c]),
    }),
  );
  const antes = porProduto(base.itens);
  const agora = porProduto(servidor.itens);
  const alteradas: Mudanca[] = [];
  for (const [id, linha] of agora) {
    const velha = antes.get(id);
    if (!velha) continue;
    for (const [c, rotulo] of CAMPOS_LINHA) {
      if (comparavel(c, velha[c]) !== comparavel(c, linha[c]))
        alteradas.push({ campo: `${rotulo} (${linha.sku})`, antes: exibido(c, velha[c]), agora: exibido(c, linha[c]) });
    }
  }
  return {
    campos,
    incluidas: [...agora].filter(([id]) => !antes.has(id)).map(([, l]) => nomeDaLinha(l)),
    removidas: [...antes].filter(([id]) => !agora.has(id)).map(([, l]) => nomeDaLinha(l)),
    alteradas,
  };
}

export const semMudancas = (m: MudancasServidor) =>
  m.campos.length + m.incluidas.length + m.removidas.length + m.alteradas.length === 0;

/**
 * The person's edits that `reaplicar` cannot carry: changes to a line the server removed meanwhile
 * (the line stays removed, so its new quantity or price would go nowhere). Shown before reapplying.
 */
export function naoReaplicadas(base: CotacaoForm, meu: CotacaoForm, servidor: CotacaoForm): Mudanca[] {
  const agora = porProduto(servidor.itens);
  const minhas = porProduto(meu.itens);
  const perdidas: Mudanca[] = [];
  for (const [id, velha] of porProduto(base.itens)) {
    const minha = minhas.get(id);
    if (agora.has(id) || !minha) continue;
    for (const [c, rotulo] of CAMPOS_LINHA) {
      if (comparavel(c, minha[c]) !== comparavel(c, velha[c]))
        perdidas.push({ campo: `${rotulo} (${velha.sku})`, antes: exibido(c, velha[c]), agora: exibido(c, minha[c]) });
    }
  }
  return perdidas;
}

/**
 * The person's edits (from `base` to `meu`) applied over the server's latest version: a field the person
 * changed takes their value, any other field the server's. Lines by product: one the person removed goes,
 * one the server added stays, the person's new lines come last; a line the server removed stays removed.
 */
export function reaplicar(base: CotacaoForm, meu: CotacaoForm, servidor: CotacaoForm): CotacaoForm {
  const mudou = <K extends Cabecalho>(c: K) => comparavel(c, meu[c]) !== comparavel(c, base[c]);
  const cabecalho = Object.fromEntries(CABECALHO.map(([c]) => [c, mudou(c) ? meu[c] : servidor[c]]));
  const antes = porProduto(base.itens);
  const minhas = porProduto(meu.itens);
  const itens: LinhaForm[] = [];
  for (const [id, linha] of porProduto(servidor.itens)) {
    const velha = antes.get(id);
    const minha = minhas.get(id);
    if (!velha) itens.push(linha);
    else if (minha) {
      const campos = CAMPOS_LINHA.map(([c]) => [
        c,
        comparavel(c, minha[c]) !== comparavel(c, velha[c]) ? minha[c] : linha[c],
      ]);
      itens.push({ ...linha, key: minha.key, ...Object.fromEntries(campos) });
    }
  }
  for (const [id, linha] of minhas) if (!antes.has(id)) itens.push(linha);
  return { ...servidor, ...cabecalho, itens };
}
