import { useEffect, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import { translateText, useT } from '../../lib/i18n';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastData {
  id: number;
  message: string;
  tone: ToastTone;
  duration: number;
  onClick?: () => void;
}

interface ToastViewProps {
  tone: ToastTone;
  /** Already in the reader's language. */
  message: string;
  /** Makes the message a button. */
  onClick?: () => void;
  /** A button beside the message (the update prompt's Reload). */
  action?: ReactNode;
  onDismiss: () => void;
  className?: string;
}

/** A toast as drawn: the one markup every toast uses, timed (`ToastItem`) or staying (the update prompt). */
export function ToastView({ tone, message, onClick, action, onDismiss, className }: ToastViewProps) {
  const { t } = useT();
  return (
    <div
      className={`toast toast--${tone}${className ? ` ${className}` : ''}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {onClick ? (
        <button type="button" className="toast__message toast__action" dir="auto" onClick={onClick}>
          {message}
        </button>
      ) : (
        <p className="toast__message" dir="auto">
          {message}
        </p>
      )}
      {action}
      <button type="button" className="toast__close" aria-label={t('common.dismiss')} onClick={onDismiss}>
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

/** A toast of the provider's list: it goes after its duration, or when clicked. */
export function ToastItem({ toast, onDismiss }: { toast: ToastData; onDismiss: (id: number) => void }) {
  const { id, tone, duration, onClick } = toast;

  useEffect(() => {
    const timer = setTimeout(() => onDismiss(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration, onDismiss]);

  const handleClick = () => {
    onDismiss(id);
    onClick?.();
  };

  return (
    <ToastView
      tone={tone}
      message={translateText(toast.message)}
      onClick={onClick ? handleClick : undefined}
      onDismiss={() => onDismiss(id)}
    />
  );
}
