/** The library's close icon (an X), decorative: the button around it carries the name. */
export function CloseIcon({ size = 20 }: { size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 20 20">
      <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** The library's search icon (a magnifier), decorative: the control around it carries the name. */
export function SearchIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
      <circle cx="8.5" cy="8.5" r="6" stroke="currentColor" strokeWidth="2" fill="none" />
      <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
