// Code the browser bench runs inside the page, as plain JavaScript source: tsx compiles the
// bench's own functions with name helpers (`__name`) that do not exist in the page.

/**
 * Scrolls the report list to its end, page after page: each step jumps to the bottom and times
 * until the list has grown and the next frame is painted. Stops at the list's end marker or after
 * `maxSteps`. Answers { samples (ms), steps, ended }.
 */
export const SCROLL_TO_END = `async ({ maxSteps, stepTimeoutMs }) => {
  const scroller = document.querySelector('[data-testid="report-list-scroller"]');
  if (!scroller) throw new Error("no report list on the page");
  const list = scroller.querySelector("ul");
  const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  }));
  const samples = [];
  let ended = false;
  for (let step = 0; step < maxSteps; step++) {
    scroller.scrollTop = scroller.scrollHeight;
    await afterPaint();
    if (document.querySelector('[data-testid="list-end"]')) { ended = true; break; }
    const before = list.style.height;
    const started = performance.now();
    scroller.scrollTop = scroller.scrollHeight;
    // The last page can land between the end check above and here: then the end marker, not a
    // taller list, is what comes next.
    const grew = () => list.style.height !== before;
    const atEnd = () => document.querySelector('[data-testid="list-end"]') !== null;
    await new Promise((resolve, reject) => {
      if (grew() || atEnd()) return resolve();
      const observer = new MutationObserver(() => {
        if (grew() || atEnd()) { observer.disconnect(); clearTimeout(timer); resolve(); }
      });
      const timer = setTimeout(() => { observer.disconnect(); reject(new Error("the next page did not arrive in time (step " + step + ")")); }, stepTimeoutMs);
      observer.observe(list, { attributes: true, attributeFilter: ["style"], childList: true, subtree: true });
    });
    if (!grew()) { ended = true; break; }
    await afterPaint();
    samples.push(performance.now() - started);
  }
  return { samples, steps: samples.length, ended };
}`;

/** Row elements the list holds now: { rows: report rows, items: the list's own items (rows + footer) }. */
export const COUNT_ROWS = `() => ({
  rows: document.querySelectorAll('[data-testid="report-row"]').length,
  items: document.querySelector('[data-testid="report-list-scroller"] > ul')?.children.length ?? 0,
})`;

/** Elements in the document. */
export const COUNT_ELEMENTS = "() => document.getElementsByTagName('*').length";

/** Elements per kind (`tag#data-testid`), to name what changed when the count does. */
export const ELEMENT_KINDS = `() => {
  const kinds = {};
  for (const element of document.getElementsByTagName("*")) {
    const id = element.getAttribute("data-testid");
    const kind = element.tagName.toLowerCase() + (id ? "#" + id : "");
    kinds[kind] = (kinds[kind] || 0) + 1;
  }
  return kinds;
}`;

/** Resolves after the next frame is painted (lets React commit what it received). */
export const AFTER_PAINT = `() => new Promise((resolve) => requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resolve();
  channel.port2.postMessage(0);
}))`;
