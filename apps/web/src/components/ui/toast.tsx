import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ToastItem, type ToastData, type ToastTone } from './toast-item';
import './toast.css';

/** Spec section 9: toasts stay 3.2 s unless told otherwise (the undo toast stays 4 s). */
export const DEFAULT_TOAST_DURATION = 3200;

export type { ToastTone };

export interface ToastOptions {
  tone?: ToastTone;
  duration?: number;
  /** Makes the whole toast a button (e.g. "Lead deleted. Click to undo."). It closes on click. */
  onClick?: () => void;
}

interface ToastApi {
  show: (message: string, options?: ToastOptions) => void;
  success: (message: string, options?: Omit<ToastOptions, 'tone'>) => void;
  error: (message: string, options?: Omit<ToastOptions, 'tone'>) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastData[]>([]);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  const api = useMemo<ToastApi>(() => {
    const show = (message: string, options: ToastOptions = {}) => {
      const toast: ToastData = {
        id: nextId++,
        message,
        tone: options.tone ?? 'info',
        duration: options.duration ?? DEFAULT_TOAST_DURATION,
        onClick: options.onClick,
      };
      // Keep the last few; a burst of errors should not cover the screen.
      setToasts((list) => [...list.slice(-3), toast]);
    };
    return {
      show,
      success: (message, options) => show(message, { ...options, tone: 'success' }),
      error: (message, options) => show(message, { ...options, tone: 'error' }),
    };
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-region">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider>');
  return api;
}
