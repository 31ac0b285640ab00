import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { recordTexts, useRecordEditor } from './use-record-editor';

interface Form {
  nome: string;
}

const submit = { preventDefault: () => undefined } as FormEvent;

function setup(id: number | null, calls: { create?: () => Promise<unknown>; remove?: () => Promise<unknown> } = {}) {
  const onChanged = vi.fn();
  const onFailure = vi.fn();
  const create = vi.fn(calls.create ?? (async () => ({ message: 'Criado pelo servidor.' })));
  const update = vi.fn(async () => undefined);
  const remove = vi.fn(calls.remove ?? (async () => undefined));
  const hook = renderHook(() =>
    useRecordEditor<Form, Form>({
      id,
      initial: { nome: id === null ? '' : 'Ana' },
      validate: (form) => (form.nome ? {} : { nome: 'Nome é obrigatório.' }),
      toInput: (form) => form,
      create,
      update,
      remove,
      texts: recordTexts('product'),
      onChanged,
      onFailure,
    }),
  );
  return { hook, onChanged, onFailure, create, update, remove };
}

describe('useRecordEditor', () => {
  it('opens a new record in create mode and an existing one in view mode', () => {
    expect(setup(null).hook.result.current.mode).toBe('create');
    const { hook } = setup(7);
    expect(hook.result.current.mode).toBe('view');
    act(() => hook.result.current.edit());
    expect(hook.result.current.mode).toBe('edit');
  });

  it('does not send a form with messages, and a change clears its message', async () => {
    const { hook, create } = setup(null);
    await act(() => hook.result.current.save(submit));
    expect(hook.result.current.errors).toEqual({ nome: 'Nome é obrigatório.' });
    expect(create).not.toHaveBeenCalled();
    act(() => hook.result.current.setField('nome', 'Parafuso'));
    expect(hook.result.current.errors).toEqual({});
    await act(() => hook.result.current.save(submit));
    expect(create).toHaveBeenCalledWith({ nome: 'Parafuso' });
  });

  it('reports the contract text after a save, and the server text of a failure', async () => {
    const ok = setup(7);
    await act(() => ok.hook.result.current.save(submit));
    expect(ok.update).toHaveBeenCalledWith(7, { nome: 'Ana' });
    expect(ok.onChanged).toHaveBeenCalledWith('Produto/Serviço atualizado com sucesso!');

    const failure = new ApiError('SKU já cadastrado.', 409, { message: 'SKU já cadastrado.' });
    const refused = setup(null, { create: () => Promise.reject(failure) });
    act(() => refused.hook.result.current.setField('nome', 'Parafuso'));
    await act(() => refused.hook.result.current.save(submit));
    expect(refused.onFailure).toHaveBeenCalledWith('SKU já cadastrado.');
    expect(refused.onChanged).not.toHaveBeenCalled();
  });

  it('deletes only after the confirmation, with the fallback text when the server gives none', async () => {
    const { hook, remove, onChanged, onFailure } = setup(7, { remove: () => Promise.reject(new Error('x')) });
    act(() => hook.result.current.askDelete());
    expect(hook.result.current.confirming).toBe(true);
    expect(remove).not.toHaveBeenCalled();
    await act(() => hook.result.current.confirmDelete());
    expect(hook.result.current.confirming).toBe(false);
    expect(remove).toHaveBeenCalledWith(7);
    expect(onFailure).toHaveBeenCalledWith('Erro ao excluir produto.');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
