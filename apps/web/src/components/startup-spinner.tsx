/**
 * The start-up spinner's markup, identical to the one in index.html (its CSS is there too), so
 * the screens that show it while they load look exactly like the page before any script ran.
 */
export function StartupSpinner() {
  return (
    <svg className="md-spinner" width="50" height="50" viewBox="0 0 50 50" aria-hidden="true">
      <circle cx="25" cy="25" r="22.5" fill="none" stroke="#dee2e6" strokeWidth="5" />
      <path d="M25 2.5a22.5 22.5 0 0 1 22.5 22.5" fill="none" stroke="#228be6" strokeWidth="5" />
    </svg>
  );
}
