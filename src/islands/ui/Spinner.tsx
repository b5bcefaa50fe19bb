/**
 * A small rotating ring; decorative, the busy state is announced by the control that owns it.
 * Drawn by the stylesheet (`.spinner` in styles/global.css), so no island carries its shape.
 * `className` sets the size and the ring's width.
 */
export function Spinner({ className = 'h-5 w-5 border-[2.5px]' }: { className?: string }) {
  return <span className={`spinner ${className}`} aria-hidden="true" />;
}
