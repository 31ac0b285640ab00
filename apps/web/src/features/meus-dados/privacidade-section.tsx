import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '@/components/data/error-message';
import { baixarMeusDados } from './meus-dados-api';
import { ExcluirContaDialog } from './excluir-conta-dialog';

/** Meus Dados' privacy rights (LGPD art. 18): the notice, a copy of the data, deleting the account. */
export function PrivacidadeSection() {
  const [baixando, setBaixando] = useState(false);
  const [falha, setFalha] = useState('');
  const [excluindo, setExcluindo] = useState(false);

  const baixar = async () => {
    setBaixando(true);
    setFalha('');
    try {
      await baixarMeusDados();
    } catch (error) {
      setFalha(errorMessage(error, 'Não foi possível gerar o arquivo com seus dados. Tente novamente.'));
    } finally {
      setBaixando(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="privacidade-titulo" sx={{ mt: 4 }}>
      <Typography id="privacidade-titulo" variant="h6" component="h2" gutterBottom>
        Privacidade
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Veja no{' '}
        <Link component={RouterLink} to="/privacidade">
          Aviso de Privacidade
        </Link>{' '}
        quais dados guardamos e por quê. Você pode receber uma cópia de tudo o que o portal guarda sobre você ou excluir
        sua conta.
      </Typography>
      {falha && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFalha('')}>
          {falha}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={baixando} onClick={() => void baixar()}>
          {baixando ? 'Gerando arquivo...' : 'Baixar meus dados'}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setExcluindo(true)}>
          Excluir minha conta
        </Button>
      </Box>
      {excluindo && <ExcluirContaDialog onCancel={() => setExcluindo(false)} />}
    </Box>
  );
}
