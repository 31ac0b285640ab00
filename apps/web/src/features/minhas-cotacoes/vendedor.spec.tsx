import type { Cotacao, CotacaoItem } from '@portal/shared/dto';
import { render, screen } from '@testing-library/react';
import { CotacaoLines } from '@/components/cotacao/cotacao-lines';
import { Vendedor } from './vendedor';

// Issue 26, findings 5 and 6: the portal names the salesperson and shows the descriptions the PDF prints.
describe('the customer quotation page', () => {
  it('names the salesperson with e-mail and phone', () => {
    const cotacao = {
      vendedorNome: 'Vera Vendas',
      vendedorEmail: 'vera@aurora.com.br',
      vendedorTelefone: '11955554444',
    } as Cotacao;
    render(<Vendedor cotacao={cotacao} />);
    const secao = screen.getByRole('region', { name: 'Seu vendedor' });
    expect(secao).toHaveTextContent('Vera Vendas');
    expect(screen.getByRole('link', { name: 'vera@aurora.com.br' })).toHaveAttribute(
      'href',
      'mailto:vera@aurora.com.br',
    );
    expect(screen.getByRole('link', { name: '(11)95555-4444' })).toHaveAttribute('href', 'tel:+5511955554444');
  });

  it('leaves the phone out when the salesperson has none', () => {
    render(<Vendedor cotacao={{ vendedorNome: 'Vera', vendedorEmail: 'v@a.br', vendedorTelefone: null } as Cotacao} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it("shows each line's description under its name", () => {
    const item = { sku: 'TIN-01', nome: 'Tinta acrílica', descricao: 'Fosco, 18 L, branco neve' } as CotacaoItem;
    render(<CotacaoLines itens={[item, { ...item, sku: 'TIN-02', descricao: null }]} />);
    expect(screen.getByRole('table', { name: 'Itens' })).toHaveTextContent('Tinta acrílicaFosco, 18 L, branco neve');
    expect(screen.getAllByText('Fosco, 18 L, branco neve')).toHaveLength(1);
  });
});
