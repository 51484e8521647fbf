import { useEffect } from 'react';
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

export function ToastItem({ toast, onDismiss }: { toast: ToastData; onDismiss: (id: number) => void }) {
  const { id, tone, duration, onClick } = toast;
  const { t } = useT();
  const message = translateText(toast.message);

  useEffect(() => {
    const timer = setTimeout(() => onDismiss(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration, onDismiss]);

  const handleClick = () => {
    onDismiss(id);
    onClick?.();
  };

  return (
    <div className={`toast toast--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {onClick ? (
        <button type="button" className="toast__message toast__action" dir="auto" onClick={handleClick}>
          {message}
        </button>
      ) : (
        <p className="toast__message" dir="auto">
          {message}
        </p>
      )}
      <button type="button" className="toast__close" aria-label={t('common.dismiss')} onClick={() => onDismiss(id)}>
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
