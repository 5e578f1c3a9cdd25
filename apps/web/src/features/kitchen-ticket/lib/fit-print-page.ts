const PX_PER_MM = 96 / 25.4;

/**
 * Browsers have no "as long as the content" page height (`size: 80mm auto` is ignored), so the
 * page is sized to the ticket before each print: one 80 mm page, no blank paper after it.
 * Returns the function that undoes it.
 */
export function fitPrintPageTo(ticket: Element): () => void {
  const style = document.createElement('style');
  const update = () => {
    const heightMm = Math.ceil(ticket.getBoundingClientRect().height / PX_PER_MM) + 2;
    style.textContent = `@page { size: 80mm ${heightMm}mm; margin: 0; }`;
  };
  update();
  document.head.append(style);
  window.addEventListener('beforeprint', update);
  return () => {
    window.removeEventListener('beforeprint', update);
    style.remove();
  };
}
