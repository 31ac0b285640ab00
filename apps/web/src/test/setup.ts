import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default: too short on a loaded 2-core CI machine, where a
// render can take longer. Passing tests finish as soon as the condition holds, so this costs nothing.
configure({ asyncUtilTimeout: 5_000 });

// happy-dom has no window.alert; the screens alert server errors, which tests spy on.
if (typeof window !== 'undefined' && typeof window.alert !== 'function') {
  window.alert = () => undefined;
}
