/** The library's close icon (an X), decorative: the button around it carries the name. */
export function CloseIcon({ size = 20 }: { size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 20 20">
      <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
