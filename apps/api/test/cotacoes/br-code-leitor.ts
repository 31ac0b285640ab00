import { crc16 } from '../../src/modules/cotacoes/pix/br-code.js';

/** An independent reader of EMV TLV text: id (2 digits), length (2 digits), value; nested where asked. */
export function lerTlv(texto: string): Map<string, string> {
  const campos = new Map<string, string>();
  for (let i = 0; i < texto.length;) {
    const id = texto.slice(i, i + 2);
    const tamanho = Number(texto.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(tamanho)) throw new Error(`TLV inválido em ${i}: ${texto}`);
    campos.set(id, texto.slice(i + 4, i + 4 + tamanho));
    i += 4 + tamanho;
  }
  return campos;
}

/** The BR Code read back: its fields, and whether its last 4 digits are the CRC of everything before them. */
export function decodificar(brcode: string) {
  const campos = lerTlv(brcode);
  const conta = lerTlv(campos.get('26')!);
  return {
    formato: campos.get('00'),
    gui: conta.get('00'),
    chave: conta.get('01'),
    moeda: campos.get('53'),
    valor: campos.get('54'),
    pais: campos.get('58'),
    nome: campos.get('59'),
    cidade: campos.get('60'),
    txid: lerTlv(campos.get('62')!).get('05'),
    crc: campos.get('63'),
    crcConfere: crc16(brcode.slice(0, -4)) === brcode.slice(-4),
  };
}
