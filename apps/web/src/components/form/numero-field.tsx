import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { numeroExibido } from '@/components/data/numero-campo';
import { useBlurDisplay } from './use-blur-display';

type NumeroFieldProps = Omit<TextFieldProps, 'value' | 'onFocus' | 'onBlur'> & {
  value: string;
  /** Decimals the field keeps (quantity 3, money and percentages 2). */
  casas: number;
  /** Print all decimals when not focused (money: '1.234,50'). */
  fixas?: boolean;
};

/**
 * A number typed the Brazilian way: the text as typed while focused, the value formatted ('1.500',
 * '1.234,50') when not; what is not a number stays as typed so its message makes sense.
 */
export function NumeroField({ value, casas, fixas, ...props }: NumeroFieldProps) {
  const shown = useBlurDisplay(value, (text) => numeroExibido(text, casas, fixas));
  return <TextField {...props} {...shown} />;
}
