import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { maskPhone } from '@portal/shared/masks';
import type { FieldBinder } from './field-binder';

/** The pj customer's responsible person; their e-mail is the login. */
export function ResponsavelFields({ bind }: { bind: FieldBinder }) {
  return (
    <section aria-labelledby="responsavel-heading">
      <Typography id="responsavel-heading" variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Responsável
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <TextField {...bind('responsavelNome')} label="Nome do responsável" required />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField {...bind('responsavelEmail')} label="E-mail do responsável" type="email" required />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <TextField
            {...bind('responsavelPhone', maskPhone)}
            label="Telefone do responsável"
            placeholder="(00)0000-0000"
          />
        </Grid>
      </Grid>
    </section>
  );
}
