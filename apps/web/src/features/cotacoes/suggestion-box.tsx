import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type Ref } from 'react';

interface SuggestionBoxProps<T> {
  label: string;
  /** Top matches for what was typed (2+ characters). */
  fetch: (q: string, signal: AbortSignal) => Promise<T[]>;
  optionLabel: (option: T) => string;
  optionKey: (option: T) => number;
  value: T | null;
  onPick: (option: T | null) => void;
  /** Empties the box after a pick (the line grid's "add a product"). */
  clearOnPick?: boolean;
  error?: string;
  helperText?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}

const DEBOUNCE_MS = 250;

/**
 * A text box with suggestions as you type: debounced, the previous request aborted, arrows and Enter
 * pick one (the first is highlighted, so Enter alone takes it).
 */
export function SuggestionBox<T>(props: SuggestionBoxProps<T>) {
  const { label, fetch, optionLabel, optionKey, value, onPick, clearOnPick, error, helperText, disabled } = props;
  const [input, setInput] = useState(value ? optionLabel(value) : '');
  const [options, setOptions] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const q = input.trim();
    if (q.length < 2 || (value && optionLabel(value) === input)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      fetch(q, controller.signal)
        .then(setOptions, () => setOptions([]))
        .finally(() => setLoading(false));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input, fetch, value, optionLabel]);

  return (
    <Autocomplete
      options={options}
      value={clearOnPick ? null : value}
      inputValue={input}
      disabled={disabled}
      autoHighlight
      loading={loading}
      loadingText="Buscando..."
      noOptionsText={input.trim().length < 2 ? 'Digite ao menos 2 caracteres' : 'Nada encontrado'}
      filterOptions={(all) => all}
      getOptionLabel={optionLabel}
      getOptionKey={optionKey}
      isOptionEqualToValue={(a, b) => optionKey(a) === optionKey(b)}
      onInputChange={(_event, text, reason) => {
        if (!(clearOnPick && reason === 'reset')) setInput(text);
      }}
      onChange={(_event, option) => {
        onPick(option);
        if (clearOnPick) {
          setInput('');
          setOptions([]);
        }
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={props.name}
          inputRef={props.inputRef}
          size="small"
          label={label}
          error={!!error}
          helperText={error ?? helperText}
          slotProps={{ ...params.slotProps, formHelperText: { 'aria-live': 'polite' } }}
        />
      )}
    />
  );
}
