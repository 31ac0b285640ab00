import { useState } from 'react';

/**
 * A field that shows `display(value)` while not focused and the text as typed while focused (a number
 * field shows '1.234,50' and edits what was typed). Spread the result on the TextField.
 */
export function useBlurDisplay(value: string, display: (value: string) => string) {
  const [focused, setFocused] = useState(false);
  return {
    value: focused ? value : display(value),
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };
}
