import Box from '@mui/material/Box';
import { checkPassword } from '@portal/shared/validators';
import { visuallyHidden } from '@/components/layout/visually-hidden';

// Ticking 'As senhas não conferem.' would read as a contradiction: a met rule says it positively.
const PASSWORDS_MATCH = 'As senhas conferem.';

/** The live checklist of the password form: three rules plus the confirmation match (docs/produto.md §5). */
export function PasswordChecklist({ password, confirmation }: { password: string; confirmation: string }) {
  const results = checkPassword(password, confirmation);
  return (
    <Box component="ul" aria-label="Requisitos da senha" sx={{ listStyle: 'none', pl: 0, my: 1 }}>
      {results.map((result) => (
        <Box
          component="li"
          key={result.rule}
          data-rule={result.rule}
          data-ok={result.ok}
          sx={{ color: result.ok ? 'success.main' : 'error.main', display: 'flex', gap: 1, py: 0.25 }}
        >
          <span aria-hidden="true">{result.ok ? '✓' : '✗'}</span>
          <span>
            {result.rule === 'confirmation' && result.ok ? PASSWORDS_MATCH : result.message}
            <Box component="span" sx={visuallyHidden}>
              {result.ok ? ' (atendido)' : ' (pendente)'}
            </Box>
          </span>
        </Box>
      ))}
    </Box>
  );
}
