import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';

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

/** The matches the server gave for one text. */
interface Answer<T> {
  q: string;
  options: T[];
}

const DEBOUNCE_MS = 250;

export const nadaEncontrado = (q: string) => `Nada encontrado para "${q}".`;

/**
 * A text box with suggestions as you type: debounced, the previous request aborted, arrows and Enter
 * pick one (the first is highlighted, so Enter alone takes it). The list only ever shows the answer for
 * the text typed now: an answer for older text is dropped, and Enter pressed before the answer arrives
 * waits for it, then takes its first match (or says nothing matched).
 */
export function SuggestionBox<T>(props: SuggestionBoxProps<T>) {
  const { label, fetch, optionLabel, optionKey, value, onPick, clearOnPick, error, helperText, disabled } = props;
  const [input, setInput] = useState(value ? optionLabel(value) : '');
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  // The text Enter was pressed on before its answer arrived.
  const waitingEnter = useRef<string | null>(null);
  const q = input.trim();
  const options = answer?.q === q ? answer.options : [];
  const searching = q.length >= 2 && answer?.q !== q;

  const pick = (option: T | null) => {
    waitingEnter.current = null;
    onPick(option);
    if (clearOnPick) {
      setInput('');
      setAnswer(null);
    }
  };
  // The answer handler below runs outside render: it must call the latest `pick`.
  const pickRef = useRef(pick);
  useEffect(() => {
    pickRef.current = pick;
  });

  useEffect(() => {
    if (q.length < 2 || (value && optionLabel(value) === input)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(q, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return; // the text changed meanwhile: an old answer
          setAnswer({ q, options: found });
          if (waitingEnter.current !== q) return;
          if (found.length > 0) pickRef.current(found[0]);
          else {
            waitingEnter.current = null;
            setAviso(nadaEncontrado(q));
          }
        },
        () => {
          if (!controller.signal.aborted) setAnswer({ q, options: [] });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, input, fetch, value, optionLabel]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) => {
    if (event.key !== 'Enter' || !searching) return;
    // No answer for this text yet: Enter waits for it instead of taking a list that belongs to older text.
    event.preventDefault();
    event.defaultMuiPrevented = true;
    waitingEnter.current = q;
  };

  return (
    <Autocomplete
      options={options}
      value={clearOnPick ? null : value}
      inputValue={input}
      disabled={disabled}
      autoHighlight
      loading={searching}
      loadingText="Buscando..."
      noOptionsText={q.length < 2 ? 'Digite ao menos 2 caracteres' : 'Nada encontrado'}
      filterOptions={(all) => all}
      getOptionLabel={optionLabel}
      getOptionKey={optionKey}
      isOptionEqualToValue={(a, b) => optionKey(a) === optionKey(b)}
      onKeyDown={onKeyDown}
      onInputChange={(_event, text, reason) => {
        if (clearOnPick && reason === 'reset') return;
        setInput(text);
        setAviso(null);
      }}
      onChange={(_event, option) => pick(option)}
      renderInput={(params) => (
        <TextField
          {...params}
          name={props.name}
          inputRef={props.inputRef}
          size="small"
          label={label}
          error={!!(error ?? aviso)}
          helperText={error ?? aviso ?? helperText}
          slotProps={{ ...params.slotProps, formHelperText: { 'aria-live': 'polite' } }}
        />
      )}
    />
  );
}
