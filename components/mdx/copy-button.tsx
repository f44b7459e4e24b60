/** Copies the code of the block it sits in (copy-button.behavior.ts). */
export function CopyButton() {
  return (
    <button type="button" className="copy-button" aria-label="Copy code to clipboard" title="Copy">
      Copy
    </button>
  );
}
