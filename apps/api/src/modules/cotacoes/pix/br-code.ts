/**
 * The Pix "copia e cola" text (BR Code) of the Banco Central's Manual de Padrões para Iniciação do Pix:
 * EMV QRCPS fields as TLV (two-digit id, two-digit length, value), the Pix account under id 26 with the
 * GUI br.gov.bcb.pix, and a CRC16-CCITT-FALSE of the whole text (the CRC field's id and length
 * included) as its last four hex digits. A static code: key, optional amount, receiver and txid.
 */
export interface BrCodeInput {
  chave: string;
  /** Receiver's name, at most 25 characters (longer is cut; accents are dropped). */
  nome: string;
  /** Receiver's city, at most 15 characters. */
  cidade: string;
  /** The amount as exact decimal text ('446.57'); absent: the payer types it. */
  valor?: string;
  /** Up to 25 letters and digits; '***' when none. */
  txid: string;
}

const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** Plain ASCII (accents dropped, anything else out) cut to `max`, as the spec's charset asks. */
export function textoPix(texto: string, max: number): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,\-/&]/g, '')
    .trim()
    .slice(0, max);
}

/** The quotation number as a transaction id: its letters and digits, at most 25 ('COT-2026-000123' is 'COT2026000123'). */
export function txidDaCotacao(numero: string): string {
  return numero.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
}

/** CRC16-CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final xor; 4 upper-case hex digits. */
export function crc16(texto: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(texto, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function brCodePix(input: BrCodeInput): string {
  const conta = tlv('00', 'br.gov.bcb.pix') + tlv('01', input.chave);
  const corpo = [
    tlv('00', '01'),
    tlv('26', conta),
    tlv('52', '0000'),
    tlv('53', '986'),
    input.valor === undefined ? '' : tlv('54', input.valor),
    tlv('58', 'BR'),
    tlv('59', textoPix(input.nome, 25)),
    tlv('60', textoPix(input.cidade, 15)),
    tlv('62', tlv('05', input.txid)),
    '6304',
  ].join('');
  return corpo + crc16(corpo);
}
