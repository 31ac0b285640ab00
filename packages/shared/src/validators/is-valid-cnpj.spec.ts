import { describe, expect, it } from 'vitest';
import { isValidCnpj } from './is-valid-cnpj.js';

// Check digits computed by an independent script (value = ASCII - 48, weights 5..2,9..2 / 6..2,9..2).
const VALID_NUMERIC = [
  '11.222.333/0001-81',
  '11222333000181',
  '31455744000124',
  '59.659.847/0001-25',
  '15105633000131',
  '81.891.928/0001-05',
  '63837840000123',
  '17.001.113/0001-04',
  '50335974000102',
  '78.242.306/0001-41',
  '15708306000174',
  '22.888.886/0001-94',
  '94640702000183',
  '31.775.948/0001-42',
];

const VALID_ALPHANUMERIC = [
  // official example of IN RFB 2.229/2024
  '12.ABC.345/01DE-35',
  '12ABC34501DE35',
  '12.abc.345/01de-35',
  'BDVTF3ZL0HMY43',
  'JI.9A8.D9E/RTGW-42',
  'ISYXH0CWMPB598',
  'H8.4VI.VRY/QE45-58',
  '8SBTMR4AMCMA93',
  'PW.UN4.RJY/HEGZ-45',
  'E606T10U6M5299',
  'TL.X9X.VV1/FUZS-63',
  '2S77UNPYFY5J47',
  '20.ILC.PN4/9U7B-43',
  '051jsc2xe9b853',
  '74.DAP.BGH/UD34-21',
  ' 12.ABC.345/01DE-35 ',
];

const INVALID: unknown[] = [
  // one check digit wrong
  '11.222.333/0001-82',
  '11222333000191',
  '59321075619995',
  '22.715.910/1340-51',
  '77258839248060',
  '13.787.491/4232-90',
  '32783246858817',
  '48.015.572/6928-92',
  '33160259240994',
  '34.486.592/1340-33',
  'EAAPF0LXD1W861',
  '2K.HCY.397/JIUL-62',
  '9EYXR95KDAWA66',
  'TS.S6G.4WS/JVJE-32',
  '12.ABC.345/01DE-36',
  '12.ABC.345/01DE-53',
  // letters in the check digit positions
  '12.ABC.345/01DE-3A',
  '12ABC34501DEAB',
  // all equal (00000000000000 passes the checksum)
  '00.000.000/0000-00',
  '11111111111111',
  '99999999999999',
  // wrong length
  '1122233300018',
  '112223330001810',
  '11.222.333/0001-8',
  '12ABC34501DE3',
  // characters outside [A-Z0-9]
  '12.AB#.345/01DE-35',
  '12.ÁBC.345/01DE-35',
  '12_ABC_345_01DE_35',
  '11.222.333/0001–81',
  // a valid CPF is not a CNPJ
  '529.982.247-25',
  // edge cases
  '',
  '   ',
  '../-',
  undefined,
  null,
  11222333000181,
  ['11222333000181'],
  { cnpj: '11222333000181' },
  false,
];

describe('isValidCnpj', () => {
  it.each(VALID_NUMERIC)('accepts numeric %j', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each(VALID_ALPHANUMERIC)('accepts alphanumeric %j', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each(INVALID)('rejects %j', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('has at least 20 valid and 20 invalid cases', () => {
    expect(VALID_NUMERIC.length + VALID_ALPHANUMERIC.length).toBeGreaterThanOrEqual(20);
    expect(INVALID.length).toBeGreaterThanOrEqual(20);
  });
});
