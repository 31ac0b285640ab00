import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nadaEncontrado, SuggestionBox } from './suggestion-box';

interface Produto {
  id: number;
  sku: string;
}

const BLK018 = { id: 18, sku: 'BLK-018' };
const BLK015 = { id: 15, sku: 'BLK-015' };
const TINTA = { id: 3, sku: 'tinta' };
const ROLO = { id: 4, sku: 'rolo' };

/** A server whose answers the test releases one by one, in any order (the network decides, not the box). */
function slowServer() {
  const pending = new Map<string, (found: Produto[]) => void>();
  const asked: string[] = [];
  const fetch = (q: string) =>
    new Promise<Produto[]>((resolve) => {
      asked.push(q);
      pending.set(q, resolve);
    });
  const answer = async (q: string, found: Produto[]) => {
    await waitFor(() => expect(pending.has(q)).toBe(true));
    pending.get(q)!(found);
  };
  return { fetch, answer, asked };
}

function renderBox(fetch: (q: string) => Promise<Produto[]>) {
  const picked: Produto[] = [];
  render(
    <SuggestionBox<Produto>
      label="Produto"
      fetch={fetch}
      optionLabel={(p) => p.sku}
      optionKey={(p) => p.id}
      value={null}
      clearOnPick
      onPick={(p) => p && picked.push(p)}
    />,
  );
  return { picked, input: screen.getByRole('combobox', { name: 'Produto' }) };
}

describe('SuggestionBox: suggestions never race', () => {
  it('Enter right after one more character waits for that text and adds its match, not the list shown for older text', async () => {
    const server = slowServer();
    const user = userEvent.setup();
    const { picked, input } = renderBox(server.fetch);
    await user.type(input, 'BLK-01');
    await server.answer('BLK-01', [BLK018, BLK015]);
    await screen.findByRole('option', { name: 'BLK-018' });

    await user.type(input, '5{Enter}');
    expect(picked).toEqual([]);
    expect(screen.queryByRole('option', { name: 'BLK-018' })).toBeNull();
    await server.answer('BLK-015', [BLK015]);
    await waitFor(() => expect(picked).toEqual([BLK015]));
    expect(input).toHaveValue('');
  });

  it('drops an answer for older text that arrives late; Enter takes the first match of the text typed now', async () => {
    const server = slowServer();
    const user = userEvent.setup();
    const { picked, input } = renderBox(server.fetch);
    await user.type(input, 'tin');
    await waitFor(() => expect(server.asked).toContain('tin'));
    await user.clear(input);
    await user.type(input, 'rol{Enter}');
    await server.answer('tin', [TINTA]); // late, for text no longer typed
    expect(screen.queryByRole('option', { name: 'tinta' })).toBeNull();
    expect(picked).toEqual([]);
    await server.answer('rol', [ROLO]);
    await waitFor(() => expect(picked).toEqual([ROLO]));
  });

  it('Enter before an answer with no match adds nothing and says so', async () => {
    const server = slowServer();
    const user = userEvent.setup();
    const { picked, input } = renderBox(server.fetch);
    await user.type(input, 'xyz{Enter}');
    await server.answer('xyz', []);
    expect(await screen.findByText(nadaEncontrado('xyz'))).toBeInTheDocument();
    expect(picked).toEqual([]);
  });

  it('Enter on a list that answers the text typed now takes its highlighted first item at once', async () => {
    const server = slowServer();
    const user = userEvent.setup();
    const { picked, input } = renderBox(server.fetch);
    await user.type(input, 'BLK');
    await server.answer('BLK', [BLK015, BLK018]);
    await screen.findByRole('option', { name: 'BLK-015' });
    await user.keyboard('{Enter}');
    expect(picked).toEqual([BLK015]);
  });
});
