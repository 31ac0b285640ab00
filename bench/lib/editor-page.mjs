/* global window, document, requestAnimationFrame, addEventListener, MutationObserver */
// What bench/editor.mjs measures inside the page (functions handed to Chromium, so plain browser code).

/**
 * Installed before the app's scripts (an init script): from the navigation on, each frame looks for
 * the last line's quantity field; once it is there and editable it is scrolled to, and the first
 * painted frame where a click at its centre reaches it sets `window.__usavel` (ms since navigation).
 */
export function watchUsable(label) {
  const field = () => document.querySelector(`input[aria-label="${label}"]`);
  // After the frame's paint: a task queued from its animation frame callback.
  const afterPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = done;
      channel.port2.postMessage(0);
    });
  const reached = (input) => {
    const box = input.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return box.height > 0 && (hit === input || input.contains(hit));
  };
  const poll = () => {
    const input = field();
    if (!input || input.readOnly || input.disabled) return requestAnimationFrame(poll);
    input.scrollIntoView({ block: 'center' });
    afterPaint(() => {
      if (reached(input)) window.__usavel = performance.now();
      else requestAnimationFrame(poll);
    });
  };
  requestAnimationFrame(poll);
}

/**
 * Also an init script: the first frame where a button reading `text` ('Salvar rascunho') is laid out
 * sets `window.__botao` (ms since navigation). Probe 6 timed the opening to that button (plus network
 * idle) from outside the page; this is the same moment seen from inside, next to `__usavel`.
 */
export function watchButton(text) {
  const poll = () => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === text);
    if (button && button.getBoundingClientRect().height > 0) window.__botao = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

/** When the quotation's GET answered (ms since navigation), from the resource timing entries. */
export function apiAnswered(id) {
  const entry = performance
    .getEntriesByType('resource')
    .find((e) => new URL(e.name).pathname.toLowerCase() === `/api/cotacoes/${id}`);
  return entry ? entry.responseEnd : null;
}

/**
 * Arms one measure: resolves with the ms from the next keydown (its event timestamp, so the wait in
 * the page's queue counts) until the frame painted after `totalLabel`'s text changed.
 */
export function armKeystroke(totalLabel) {
  const total = document.querySelector(`[aria-label="${totalLabel}"]`);
  const before = total.textContent;
  let pressed = 0;
  addEventListener('keydown', (event) => (pressed = event.timeStamp), { once: true, capture: true });
  window.__tecla = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (total.textContent === before) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - pressed);
        channel.port2.postMessage(0);
      });
    });
    observer.observe(total, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * The browser's own view (Event Timing, PerformanceObserver): each keyboard interaction's duration from
 * the event to the next paint (Chromium reports those of 16 ms or more, rounded to 8 ms).
 */
export function observeEvents() {
  window.__eventos = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'keydown') window.__eventos.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16 });
}
