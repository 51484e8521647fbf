import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { CloseIcon } from './icons';
import { focusableIn, useFocusTrap } from './use-focus-trap';
import { useBackCloses } from './use-back-closes';
import './dialog.css';
import { useT } from '../../lib/i18n';

export interface DialogProps {
  /** Open while rendered (callers mount it when needed); `false` keeps it mounted but closed. */
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row; rendered inside the form when `onSubmit` is given, so Enter submits. */
  footer?: ReactNode;
  onSubmit?: () => void;
  /** A form's buttons without a `footer`: Cancel, and the primary submit button with this label. */
  submitLabel?: ReactNode;
  /** The submit button spins (and takes no second click) while the form is being sent. */
  submitting?: boolean;
  /** The submit button takes no click (nothing to send yet). */
  submitDisabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
  role?: 'dialog' | 'alertdialog';
}

/** Open dialogs, newest last: only the top-most one answers Esc and holds focus. */
const openDialogs: object[] = [];
const isTopMost = (token: object) => openDialogs[openDialogs.length - 1] === token;

export function Dialog({
  open = true,
  onClose,
  title,
  description,
  children,
  footer,
  onSubmit,
  submitLabel,
  submitting,
  submitDisabled,
  size = 'md',
  role = 'dialog',
}: DialogProps) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(ref, open);

  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useBackCloses(open, () => closeRef.current());

  useEffect(() => {
    if (!open) return;
    const token = {};
    openDialogs.push(token);
    document.body.classList.add('has-dialog');
    // On the document, not the dialog: focus may have left it (a submit button that turned
    // disabled while saving drops focus to the page), and Esc must still close it.
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!isTopMost(token)) return;
      const root = ref.current;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === 'Tab' && root && !root.contains(document.activeElement)) {
        event.preventDefault();
        (focusableIn(root)[0] ?? root).focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      openDialogs.splice(openDialogs.indexOf(token), 1);
      if (openDialogs.length === 0) document.body.classList.remove('has-dialog');
    };
  }, [open]);

  if (!open) return null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitDisabled) onSubmit?.();
  };

  const buttons =
    footer ??
    (submitLabel && (
      <>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary" loading={submitting} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </>
    ));

  const body = (
    <>
      <div className="row-ends dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="dialog__close" onClick={onClose} aria-label={t('common.close')}>
          <CloseIcon size={18} />
        </button>
      </div>
      <div className="dialog__body">
        {description && (
          <div id={descriptionId} className="dialog__description">
            {description}
          </div>
        )}
        {children}
      </div>
      {buttons && <div className="dialog__footer">{buttons}</div>}
    </>
  );

  return createPortal(
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        className={`dialog dialog--${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        {onSubmit ? (
          <form className="dialog__form" onSubmit={handleSubmit} noValidate>
            {body}
          </form>
        ) : (
          body
        )}
      </div>
    </div>,
    document.body,
  );
}
