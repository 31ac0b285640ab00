import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const number = new Intl.NumberFormat('pt-BR');

/** One headline figure with its breakdown, e.g. "Clientes ativos 1.234 (PF 800 · PJ 434)". */
export function FigureCard({ title, parts }: { title: string; parts: [string, number][] }) {
  const total = parts.reduce((sum, [, value]) => sum + value, 0);
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2, flex: '1 1 200px' }}>
      <Typography component="h2" variant="subtitle1">
        {title}
      </Typography>
      <Typography variant="h4" component="p" data-testid="total">
        {number.format(total)}
      </Typography>
      <Typography variant="body2">
        {parts.map(([label, value], i) => (
          <span key={label}>
            {i > 0 && ' · '}
            {label}: <span data-testid={label}>{number.format(value)}</span>
          </span>
        ))}
      </Typography>
    </Paper>
  );
}
