import { describe, expect, it } from 'vitest';
import { isValidCpf } from './is-valid-cpf.js';

// Check digits computed by an independent script (mod 11, weights 10..2 then 11..2).
const VALID = [
  '529.982.247-25',
  '52998224725',
  '111.444.777-35',
  '98369006086',
  '267.735.468-34',
  '48745268533',
  '969.384.937-07',
  '39640175749',
  '228.464.289-64',
  '26937195508',
  '627.995.560-51',
  '63622461446',
  '162.743.732-09',
  '62229751190',
  '964.134.116-27',
  '33973592950',
  '603.751.966-84',
  '40735370320',
  '886.369.990-90',
  '69892900480',
  '006.103.405-30',
  '47730387999',
  '507.668.057-00',
  '47207378890',
  '369.075.310-46',
  ' 529.982.247-25 ',
  '529 982 247 25',
];

const INVALID: unknown[] = [
  // one check digit wrong
  '73805838802',
  '247.289.811-82',
  '49240100577',
  '108.744.277-13',
  '14288975501',
  '790.612.054-99',
  '34839157567',
  '734.274.293-75',
  '57510770163',
  '592.256.469-75',
  '529.982.247-24',
  '529.982.247-15',
  // check digits swapped
  '529.982.247-52',
  // all equal (some pass the checksum)
  '000.000.000-00',
  '11111111111',
  '222.222.222-22',
  '99999999999',
  // wrong length
  '5299822472',
  '529982247250',
  '529.982.247-2',
  '1',
  // letters or foreign symbols
  '529.982.247-2a',
  'abc.982.247-25',
  '529,982,247-25',
  '529_982_247_25',
  '５２９９８２２４７２５',
  // edge cases
  '',
  '   ',
  '...-',
  undefined,
  null,
  52998224725,
  ['52998224725'],
  { cpf: '52998224725' },
  true,
];

describe('isValidCpf', () => {
  it.each(VALID)('accepts %j', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each(INVALID)('rejects %j', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('has at least 20 valid and 20 invalid cases', () => {
    expect(VALID.length).toBeGreaterThanOrEqual(20);
    expect(INVALID.length).toBeGreaterThanOrEqual(20);
  });
});
