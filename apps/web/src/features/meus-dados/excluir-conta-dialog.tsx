import DialogContentText from '@mui/material/DialogContentText';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/components/data/error-message';
import { ConfirmFormDialog } from '@/components/form/confirm-form-dialog';
import { TextInput } from '@/components/form/text-input';
import { clearToken } from '@/lib/token';
import { alcanceDaExclusao, excluirMinhaConta } from './meus-dados-api';

/** The titular of a pf customer anonymises the customer; everyone else erases only themselves (issue 26). */
function OQueAcontece({ alcance }: { alcance: 'cliente' | 'contato' }) {
  if (alcance === 'contato') {
    return (
      <>
        <p>Ao excluir sua conta, apagamos só os seus dados de contato:</p>
        <ul>
          <li>seu nome, e-mail e telefone são apagados e você não poderá mais entrar no portal;</li>
          <li>as mensagens que você escreveu nas cotações continuam, sem o seu nome;</li>
          <li>
            o cadastro do cliente, as cotações e os pedidos continuam, e os outros contatos seguem com acesso ao portal;
          </li>
          <li>nossa equipe é avisada do seu pedido.</li>
        </ul>
      </>
    );
  }
  return (
    <>
      <p>Ao excluir sua conta:</p>
      <ul>
        <li>seu nome, e-mail, telefones, endereço e documento são substituídos por um pseudônimo;</li>
        <li>você e os contatos do seu cadastro não poderão mais entrar no portal com este e-mail e senha;</li>
        <li>pedidos e cotações aceitas continuam guardados, com valores, datas e itens, porque a lei fiscal exige;</li>
        <li>nossa equipe é avisada do seu pedido.</li>
      </ul>
    </>
  );
}

/** Asks the password again, says what deleting keeps and removes, then signs the customer out. */
export function ExcluirContaDialog({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const [senha, setSenha] = useState('');
  const [erro, setErro] = useState('');
  const [enviando, setEnviando] = useState(false);
  // Until the answer arrives the stronger text (the whole record) is shown: never less than what happens.
  const [alcance, setAlcance] = useState<'cliente' | 'contato'>('cliente');

  useEffect(() => {
    let vivo = true;
    alcanceDaExclusao()
      .then((resposta) => vivo && setAlcance(resposta.alcance))
      .catch(() => undefined);
    return () => {
      vivo = false;
    };
  }, []);

  const confirmar = async () => {
    if (!senha) {
      setErro('Informe sua senha para confirmar.');
      return;
    }
    setEnviando(true);
    setErro('');
    try {
      const { message } = await excluirMinhaConta(senha);
      clearToken();
      void navigate('/login', { replace: true, state: { notice: message } });
    } catch (error) {
      setErro(errorMessage(error, 'Não foi possível excluir sua conta. Tente novamente.'));
      setEnviando(false);
    }
  };

  return (
    <ConfirmFormDialog
      title="Excluir minha conta"
      confirmLabel="Excluir minha conta"
      pendingLabel="Excluindo..."
      pending={enviando}
      error={erro}
      onCancel={onCancel}
      onSubmit={() => void confirmar()}
    >
      <DialogContentText component="div">
        <OQueAcontece alcance={alcance} />
        <p>Isto não pode ser desfeito. Se quiser uma cópia dos seus dados, use “Baixar meus dados” antes.</p>
      </DialogContentText>
      <TextInput
        label="Senha atual"
        type="password"
        name="senha"
        autoComplete="current-password"
        required
        fullWidth
        margin="dense"
        value={senha}
        error={Boolean(erro)}
        onChange={(event) => setSenha(event.target.value)}
      />
    </ConfirmFormDialog>
  );
}
