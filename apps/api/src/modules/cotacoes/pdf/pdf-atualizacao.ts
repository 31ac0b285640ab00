import { deflateSync, inflateSync } from 'node:zlib';

/**
 * Just enough of PDF 1.7 (7.5) to read the files pdfkit writes (a classic xref table, one object
 * per offset, dictionaries before `stream`) and to append an incremental update (7.5.6) to them.
 */
export class PdfLido {
  readonly texto: string;
  readonly startxref: number;
  readonly size: number;
  readonly root: number;
  readonly info: number | null;
  readonly id: string | null;
  private readonly posicoes = new Map<number, number>();
  private readonly fins: number[];

  constructor(readonly bytes: Buffer) {
    this.texto = bytes.toString('latin1');
    this.startxref = Number(ultimo(this.texto, /startxref\s+(\d+)/g)?.[1]);
    const trailer = ultimo(this.texto, /trailer\s*<<([^]*?)>>\s*startxref/g)?.[1] ?? '';
    this.size = Number(/\/Size (\d+)/.exec(trailer)?.[1]);
    this.root = Number(/\/Root (\d+) 0 R/.exec(trailer)?.[1]);
    this.info = Number(/\/Info (\d+) 0 R/.exec(trailer)?.[1]) || null;
    this.id = /\/ID (\[[^\]]*\])/.exec(trailer)?.[1] ?? null;
    const secao = /^xref\s+(\d+) (\d+)\s+/.exec(this.texto.slice(this.startxref));
    if (!this.size || !this.root || !secao) throw new Error('PDF sem a estrutura esperada (xref clássica).');
    const entradas = this.texto.slice(this.startxref + secao[0].length).match(/(\d{10}) (\d{5}) ([nf])/g) ?? [];
    entradas.slice(0, Number(secao[2])).forEach((entrada, i) => {
      if (entrada.endsWith('n')) this.posicoes.set(Number(secao[1]) + i, Number(entrada.slice(0, 10)));
    });
    this.fins = [...this.posicoes.values(), this.startxref].sort((a, b) => a - b);
  }

  get ids(): number[] {
    return [...this.posicoes.keys()].sort((a, b) => a - b);
  }

  /** Object `id` as written: `N 0 obj ... endobj`. */
  objeto(id: number): Buffer {
    const inicio = this.posicoes.get(id);
    if (inicio === undefined) throw new Error(`PDF sem o objeto ${id}.`);
    return this.bytes.subarray(
      inicio,
      this.fins.find((fim) => fim > inicio),
    );
  }

  /** The dictionary of object `id` (what is before `stream`), as text. */
  dicionario(id: number): string {
    const texto = this.objeto(id).toString('latin1');
    const corte = texto.indexOf('>>\nstream\n');
    return (corte < 0 ? texto : texto.slice(0, corte + 2)).replace(/^\d+ 0 obj\s*/, '').replace(/\s*endobj\s*$/, '');
  }

  /** The decoded content of stream object `id` (FlateDecode or none). */
  stream(id: number): string {
    const bytes = this.objeto(id);
    const inicio = bytes.indexOf('>>\nstream\n') + '>>\nstream\n'.length;
    const dict = bytes.subarray(0, inicio).toString('latin1');
    const dados = bytes.subarray(inicio, inicio + Number(/\/Length (\d+)/.exec(dict)?.[1]));
    return (dict.includes('/FlateDecode') ? inflateSync(dados) : dados).toString('latin1');
  }

  ref(dict: string, chave: string): number {
    return Number(new RegExp(`/${chave} (\\d+) 0 R`).exec(dict)?.[1]);
  }

  /** The pages in order (pdfkit writes one flat /Pages). */
  paginas(): { pagesId: number; kids: number[] } {
    const pagesId = this.ref(this.dicionario(this.root), 'Pages');
    const kids = /\/Kids \[([^\]]*)\]/.exec(this.dicionario(pagesId))?.[1] ?? '';
    return { pagesId, kids: [...kids.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1])) };
  }
}

const ultimo = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].at(-1);

/** A stream object's body, deflated. */
export function streamObjeto(conteudo: string): Buffer {
  const dados = deflateSync(Buffer.from(conteudo, 'latin1'));
  return Buffer.concat([
    Buffer.from(`<< /Length ${dados.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
    dados,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/**
 * `base` followed by an incremental update holding `objetos` (id -> body, without `N 0 obj`): new
 * versions of base's objects keep their ids, new ones take ids from base's /Size on.
 */
export function atualizar(base: PdfLido, objetos: Map<number, Buffer>): Buffer {
  const partes: Buffer[] = [Buffer.from(base.texto.endsWith('\n') ? '' : '\n', 'latin1')];
  let tamanho = base.bytes.length + partes[0].length;
  const xref = new Map<number, number>();
  for (const [id, corpo] of [...objetos].sort(([a], [b]) => a - b)) {
    const objeto = Buffer.concat([Buffer.from(`${id} 0 obj\n`, 'latin1'), corpo, Buffer.from('\nendobj\n', 'latin1')]);
    xref.set(id, tamanho);
    partes.push(objeto);
    tamanho += objeto.length;
  }
  // One subsection per run of consecutive ids.
  const ids = [...xref.keys()];
  let tabela = 'xref\n';
  for (let i = 0; i < ids.length;) {
    let j = i;
    while (j + 1 < ids.length && ids[j + 1] === ids[j] + 1) j++;
    tabela += `${ids[i]} ${j - i + 1}\n`;
    for (let k = i; k <= j; k++) tabela += `${String(xref.get(ids[k])).padStart(10, '0')} 00000 n \n`;
    i = j + 1;
  }
  const size = Math.max(base.size, ids.at(-1)! + 1);
  tabela += `trailer\n<< /Size ${size} /Root ${base.root} 0 R${base.info ? ` /Info ${base.info} 0 R` : ''}`;
  tabela += `${base.id ? ` /ID ${base.id}` : ''} /Prev ${base.startxref} >>\nstartxref\n${tamanho}\n%%EOF\n`;
  return Buffer.concat([base.bytes, ...partes, Buffer.from(tabela, 'latin1')]);
}
