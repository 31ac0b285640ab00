import { formatarReais } from '@portal/shared/cotacoes';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { stubFetch } from '@/test/fetch-stub';
import { CotacaoEditorPage } from './cotacao-editor-page';
import { item, V1 } from './cotacao-fixture';

// A render counter around the real components: `memo(count ∘ component)` for a memoised one, so it counts
// exactly the renders its own memo lets through; a plain one counts each render.
const { renders, contado } = vi.hoisted(() => {
  const renders = new Map<string, number>();
  type Props = Record<string, unknown>;
  type Real = ((props: Props) => unknown) | { type: (props: Props) => unknown; compare?: unknown };
  const contado = (react: typeof import('react').memo, real: unknown, name: (props: Props) => string) => {
    const memo = react as (component: unknown, compare?: unknown) => unknown;
    const component = real as Real;
    const count = (props: Props) => renders.set(name(props), (renders.get(name(props)) ?? 0) + 1);
    if (typeof component === 'function') {
      return (props: Props) => {
        count(props);
        return component(props);
      };
    }
    return memo((props: Props) => {
      count(props);
      return component.type(props);
    }, component.compare ?? undefined);
  };
  return { renders, contado };
});

vi.mock('./linha-editor', async (original) => {
  const real = await original<typeof import('./linha-editor')>();
  const { memo } = await import('react');
  return { ...real, LinhaEditor: contado(memo, real.LinhaEditor, (p) => `linha ${Number(p.index) + 1}`) };
});
vi.mock('@/components/cotacao/totals-panel', async (original) => {
  const real = await original<typeof import('@/components/cotacao/totals-panel')>();
  const { memo } = await import('react');
  return { ...real, TotalsPanel: contado(memo, real.TotalsPanel, () => 'totais') };
});
vi.mock('./cotacao-campos', async (original) => {
  const real = await original<typeof import('./cotacao-campos')>();
  const { memo } = await import('react');
  return { CotacaoCampos: contado(memo, real.CotacaoCampos, () => 'campos') };
});
vi.mock('./cotacao-acoes', async (original) => {
  const real = await original<typeof import('./cotacao-acoes')>();
  const { memo } = await import('react');
  return { CotacaoAcoes: contado(memo, real.CotacaoAcoes, () => 'ações') };
});
vi.mock('./produto-picker', async (original) => {
  const real = await original<typeof import('./produto-picker')>();
  const { memo } = await import('react');
  return { ProdutoPicker: contado(memo, real.ProdutoPicker, () => 'adicionar produto') };
});
vi.mock('@/components/cotacao/mensagens', async (original) => {
  const real = await original<typeof import('@/components/cotacao/mensagens')>();
  const { memo } = await import('react');
  return { ...real, Mensagens: contado(memo, real.Mensagens, () => 'mensagens') };
});

// Five lines of quantity 1 at R$ 10,00.
const CINCO = { ...V1, itens: [1, 2, 3, 4, 5].map((n) => item(n, `S-${n}`, 1, 10)) };

/** A window as wide as `largura` for MUI's media queries (jsdom has no matchMedia: every query is false). */
function larguraDaTela(largura: number) {
  const atende = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return (!max || largura <= Number(max[1])) && (!min || largura >= Number(min[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: atende(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('typing in a line re-renders that line and the totals, nothing else', () => {
  stubFetch(() => ({
    'GET /api/Cotacoes/5': () => ({ body: CINCO }),
    'GET /api/Cotacoes/5/mensagens': () => ({ body: [] }),
  }));

  const abrir = async () => {
    const router = createMemoryRouter([{ path: '/comercial/cotacoes/:id', element: <CotacaoEditorPage /> }], {
      initialEntries: ['/comercial/cotacoes/5'],
    });
    render(<RouterProvider router={router} />);
    return screen.findByLabelText('Quantidade, linha 3');
  };

  // Probe 6 F7 measured 0.1-0.3 s a key at 375 px: the phone's cards (and its action bar) are as memoised as the table.
  it('on a phone (375 px, cards): the first key re-renders no other line; then line 3 and the totals per key', async () => {
    larguraDaTela(375);
    const user = userEvent.setup();
    const quantidade = await abrir();
    expect(screen.getByRole('list', { name: 'Itens' })).toBeInTheDocument();
    await user.click(quantidade);
    renders.clear();
    await user.keyboard('0');
    expect([...renders.keys()].filter((name) => name.startsWith('linha'))).toEqual(['linha 3']);
    renders.clear();
    await user.keyboard('5');
    expect(Object.fromEntries(renders)).toEqual({ 'linha 3': 1, totais: 1 });
    expect(screen.getByLabelText('Total da linha 3')).toHaveTextContent(formatarReais(1050));
  });

  it('line 3 of 5: one render of line 3 and one of the totals per key', async () => {
    const user = userEvent.setup();
    const quantidade = await abrir();
    // The counter sees every part it wraps.
    for (const name of ['linha 1', 'linha 5', 'totais', 'campos', 'ações', 'adicionar produto', 'mensagens']) {
      expect(renders.get(name), name).toBeGreaterThan(0);
    }
    // The first key also marks the page as changed (the buttons above may show it): counted from the second.
    await user.click(quantidade);
    await user.keyboard('0');
    renders.clear();

    await user.keyboard('5');
    expect(Object.fromEntries(renders)).toEqual({ 'linha 3': 1, totais: 1 });
    expect(quantidade).toHaveValue('105');
    expect(screen.getByLabelText('Total da linha 3')).toHaveTextContent(formatarReais(1050));
    expect(screen.getByTestId('total-Total')).toHaveTextContent(formatarReais(1090));

    renders.clear();
    await user.click(screen.getByLabelText('Preço unitário, linha 5'));
    await user.keyboard('{Backspace}');
    expect(Object.fromEntries(renders)).toEqual({ 'linha 5': 1, totais: 1 });
  });
});
