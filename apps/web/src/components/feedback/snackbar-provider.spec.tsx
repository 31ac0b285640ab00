import { SUCCESS_MESSAGES } from '@portal/shared/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSnackbar } from './snackbar-context';
import { SnackbarProvider } from './snackbar-provider';

function Saver({ message }: { message: string }) {
  const notify = useSnackbar();
  return <button onClick={() => notify(message)}>Salvar</button>;
}

describe('SnackbarProvider', () => {
  it('shows the notice in the success style, the latest replacing the one before', async () => {
    const user = userEvent.setup();
    render(
      <SnackbarProvider>
        <Saver message={SUCCESS_MESSAGES.customerCreated} />
        <Saver message={SUCCESS_MESSAGES.customerDeleted} />
      </SnackbarProvider>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const [create, remove] = screen.getAllByRole('button', { name: 'Salvar' });
    await user.click(create);
    expect(await screen.findByRole('alert')).toHaveTextContent(SUCCESS_MESSAGES.customerCreated);
    expect(screen.getByRole('alert').className).toContain('MuiAlert-colorSuccess');
    await user.click(remove);
    expect(await screen.findByText(SUCCESS_MESSAGES.customerDeleted)).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('outside a provider a notice is dropped, not an error', async () => {
    const user = userEvent.setup();
    render(<Saver message="x" />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
