import './feedback.css';

/** Red inline error, announced when it appears. Renders nothing without a message. */
export function ErrorText({ children, id }: { children?: string | null; id?: string }) {
  if (!children) return null;
  return (
    <p className="error-text" role="alert" id={id}>
      {children}
    </p>
  );
}
