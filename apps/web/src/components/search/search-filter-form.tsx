import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEvent, ReactNode } from 'react';

interface SearchFilterFormProps {
  onSearch: () => void;
  children: ReactNode;
}

/** The filter fields and Buscar; Enter in a text field submits the form, so it also searches. */
export function SearchFilterForm({ onSearch, children }: SearchFilterFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filtros"
      noValidate
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        alignItems: 'start',
        mb: 2,
      }}
    >
      {children}
      <Button type="submit" variant="contained" sx={{ height: 40 }}>
        Buscar
      </Button>
    </Box>
  );
}
