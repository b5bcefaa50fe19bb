/**
 * A small rotating ring; decorative, the busy state is announced by the control that owns it.
 * Drawn by the stylesheet (`.spinner` in styles/global.css), so no island carries its shape.
 * `className` changes its size and the ring's width (utilities win over the component class).
 */
export function Spinner({ className = '' }: { className?: string }) {
  return <span className={`spinner ${className}`} aria-hidden="true" />;
}
