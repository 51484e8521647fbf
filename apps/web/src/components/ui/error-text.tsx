import './feedback.css';
import { translateText } from '../../lib/i18n';

/** Red inline error, announced when it appears. Renders nothing without a message. */
export function ErrorText({ children, id }: { children?: string | null; id?: string }) {
  if (!children) return null;
  return (
    <p className="error-text" role="alert" id={id}>
      {translateText(children)}
    </p>
  );
}
