import { filledFields } from './filled-fields';

describe('filledFields', () => {
  it('keeps only the answered fields, so blanks never overwrite what was typed', () => {
    expect(filledFields({ logradouro: '', bairro: '  ', cidade: 'Poconé', uf: 'MT', cep: undefined, x: null })).toEqual(
      {
        cidade: 'Poconé',
        uf: 'MT',
      },
    );
  });

  it('merged over a form, leaves the typed street and district alone', () => {
    const form = { logradouro: 'Rua Típica', bairro: 'Centro', cidade: '', uf: '' };
    const answer = { logradouro: '', bairro: '', cidade: 'Poconé', uf: 'MT' };
    expect({ ...form, ...filledFields(answer) }).toEqual({
      logradouro: 'Rua Típica',
      bairro: 'Centro',
      cidade: 'Poconé',
      uf: 'MT',
    });
  });
});
