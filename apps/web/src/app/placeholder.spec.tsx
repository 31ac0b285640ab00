import { render, screen } from '@testing-library/react';

describe('web test setup', () => {
  it('renders React with jest-dom matchers', () => {
    render(<p>Portal de Cotações</p>);
    expect(screen.getByText('Portal de Cotações')).toBeInTheDocument();
  });
});
