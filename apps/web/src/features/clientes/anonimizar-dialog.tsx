import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { errorMessage } from '@/components/data/error-message';
import { ConfirmFormDialog } from '@/components/form/confirm-form-dialog';
import { TextInput } from '@/components/form/text-input';
import { anonimizarCliente } from './api/dados-pessoais';

// The server's rule (3 to 500 characters), checked here first so the dialog answers at once.
const MOTIVO = { min: 3, max: 500, message: 'Informe o motivo da anonimização (3 a 500 caracteres).' };

interface AnonimizarDialogProps {
  clienteId: number;
  onCancel: () => void;
  onDone: (message: string) => void;
}

export function AnonimizarDialog({ clienteId, onCancel, onDone }: AnonimizarDialogProps) {
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState('');
  const [enviando, setEnviando] = useState(false);

  const confirmar = async () => {
    const texto = motivo.trim();
    if (texto.length < MOTIVO.min || texto.length > MOTIVO.max) {
      setErro(MOTIVO.message);
      return;
    }
    setEnviando(true);
    setErro('');
    try {
      onDone((await anonimizarCliente(clienteId, texto)).message);
    } catch (error) {
      setErro(errorMessage(error, 'Não foi possível anonimizar. Tente novamente.'));
      setEnviando(false);
    }
  };

  return (
    <ConfirmFormDialog
      title="Anonimizar dados pessoais"
      confirmLabel="Anonimizar"
      pendingLabel="Anonimizando..."
      pending={enviando}
      error={erro}
      onCancel={onCancel}
      onSubmit={() => void confirmar()}
    >
      <DialogContentText>
        Nomes, e-mails, telefones, endereço e documento deste cliente e de seus usuários serão substituídos por um
        pseudônimo, e os usuários não poderão mais entrar. Pedidos e cotações aceitas mantêm valores, datas e itens.
        Isto não pode ser desfeito.
      </DialogContentText>
      <TextInput
        label="Motivo"
        name="motivo"
        required
        multiline
        minRows={2}
        fullWidth
        margin="dense"
        value={motivo}
        error={Boolean(erro)}
        inputProps={{ maxLength: MOTIVO.max }}
        onChange={(event) => setMotivo(event.target.value)}
      />
    </ConfirmFormDialog>
  );
}
