import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

interface FormCheckProps {
  label: string;
  checked: boolean;
  readOnly?: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled checkbox of a record form (Ativo, Isento IE), disabled in view mode. */
export function FormCheck({ label, checked, readOnly, onChange }: FormCheckProps) {
  return (
    <FormControlLabel
      label={label}
      disabled={readOnly}
      control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />}
    />
  );
}
