import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from './spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
  /** Icon-only button: the text becomes the accessible name (visually hidden). */
  iconOnly?: boolean;
}

const classes = ({ variant = 'secondary', size = 'md', iconOnly }: StyleProps, extra?: string) =>
  ['btn', `btn--${variant}`, `btn--${size}`, iconOnly && 'btn--icon', extra].filter(Boolean).join(' ');

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  icon,
  iconOnly,
  loading,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={classes({ variant, size, iconOnly }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      title={iconOnly && typeof children === 'string' ? children : undefined}
      {...rest}
    >
      {loading ? <Spinner size={16} decorative /> : icon}
      {iconOnly ? <span className="sr-only">{children}</span> : children}
    </button>
  );
}

export function ButtonLink({ variant, size, icon, iconOnly, className, children, ...rest }: LinkProps & StyleProps) {
  return (
    <Link className={classes({ variant, size, iconOnly }, className)} {...rest}>
      {icon}
      {iconOnly ? <span className="sr-only">{children}</span> : children}
    </Link>
  );
}

/** A link out of the portal (wa.me, tel:) styled as a button. */
export function ButtonAnchor({
  variant,
  size,
  icon,
  className,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & Omit<StyleProps, 'iconOnly'> & { 'data-autofocus'?: boolean }) {
  return (
    <a className={classes({ variant, size }, className)} {...rest}>
      {icon}
      {children}
    </a>
  );
}
