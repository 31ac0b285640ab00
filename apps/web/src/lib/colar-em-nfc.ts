// Text copied from macOS or a PDF arrives decomposed ('e' + U+0301). The API stores every text in NFC
// (apps/api/src/common/http/nfc-text.ts) and the shared rules measure NFC, but a field's maxlength is
// applied by the browser to the UTF-16 units of the paste itself: a product name of 100 accented
// letters was cut to 81 on paste, silently. So every paste into a text field is inserted in NFC, once
// here for all fields. Passwords stay as pasted: the API compares them as typed.
const SENHA = /password/i;

/** The text to insert for a paste into `alvo`, or undefined to let the browser paste as usual. */
export function textoColado(alvo: EventTarget | null, texto: string): string | undefined {
  const campo = alvo instanceof HTMLInputElement || alvo instanceof HTMLTextAreaElement ? alvo : undefined;
  if (!campo || campo.type === 'password' || SENHA.test(campo.autocomplete) || SENHA.test(campo.name)) return undefined;
  const nfc = texto.normalize('NFC');
  return nfc === texto ? undefined : nfc;
}

/** Installs the paste rule on the page (main.tsx). */
export function colarEmNfc(doc: Document): void {
  doc.addEventListener(
    'paste',
    (event) => {
      const nfc = textoColado(event.target, event.clipboardData?.getData('text/plain') ?? '');
      if (nfc === undefined) return;
      event.preventDefault();
      // insertText goes through the field's editing (maxlength, undo, the input event React listens to).
      doc.execCommand('insertText', false, nfc);
    },
    true,
  );
}
