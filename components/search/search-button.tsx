/**
 * The navbar's search button. search-button.behavior.ts opens the search dialog (lib/search/dialog/) from it, and
 * from Ctrl/Cmd+K and '/'.
 */
export function SearchButton() {
  return (
    // Named by its text, "Search" (an aria-label would leave out the visible key hint: WCAG 2.5.3).
    <button type="button" className="DocSearch DocSearch-Button search-button" title="Search">
      <span className="DocSearch-Button-Container">
        <svg width="18" height="18" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
            stroke="currentColor"
            fill="none"
            fillRule="evenodd"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="DocSearch-Button-Placeholder">Search</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        <kbd className="DocSearch-Button-Key">Ctrl</kbd>
        <kbd className="DocSearch-Button-Key">K</kbd>
      </span>
    </button>
  );
}
