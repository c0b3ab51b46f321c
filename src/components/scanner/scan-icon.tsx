/** A barcode in a viewfinder, decorative: the button beside it carries the words. */
export function ScanIcon({ size = 20 }: { size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M2 6V2h4M14 2h4v4M18 14v4h-4M6 18H2v-4M6 6v8M10 6v8M14 6v8" />
    </svg>
  );
}
