import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@portal/shared/constants';
import { maskCep } from '@portal/shared/masks';
import type { FieldBinder } from './field-binder';

interface AddressFieldsProps {
  bind: FieldBinder;
  canSearchCep: boolean;
  searchingCep: boolean;
  onSearchCep: () => void;
}

export function AddressFields({ bind, canSearchCep, searchingCep, onSearchCep }: AddressFieldsProps) {
  const max = LIMITS.customer;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 8, sm: 4, md: 3 }}>
        <TextField {...bind('cep', maskCep)} label="CEP" placeholder="00000-000" required />
      </Grid>
      <Grid size={{ xs: 4, sm: 2 }} sx={{ display: 'flex', alignItems: 'flex-start' }}>
        <Button variant="outlined" onClick={onSearchCep} disabled={!canSearchCep || searchingCep}>
          Buscar CEP
        </Button>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <TextField
          {...bind('logradouro')}
          label="Logradouro"
          required
          slotProps={{ htmlInput: { maxLength: max.logradouro } }}
        />
      </Grid>
      <Grid size={{ xs: 4, md: 2 }}>
        <TextField {...bind('numero')} label="Número" required slotProps={{ htmlInput: { maxLength: max.numero } }} />
      </Grid>
      <Grid size={{ xs: 8, md: 4 }}>
        <TextField
          {...bind('complemento')}
          label="Complemento"
          slotProps={{ htmlInput: { maxLength: max.complemento } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField {...bind('bairro')} label="Bairro" required slotProps={{ htmlInput: { maxLength: max.bairro } }} />
      </Grid>
      <Grid size={{ xs: 9, md: 4 }}>
        <TextField {...bind('cidade')} label="Cidade" required slotProps={{ htmlInput: { maxLength: max.cidade } }} />
      </Grid>
      <Grid size={{ xs: 3, md: 2 }}>
        <TextField
          {...bind('uf', (value) => value.toUpperCase())}
          label="UF"
          required
          slotProps={{ htmlInput: { maxLength: max.uf } }}
        />
      </Grid>
    </Grid>
  );
}
