import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'outline' | 'text' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  startIcon?: ReactNode;
  fullWidth?: boolean;
}

export function buttonClassName({ variant = 'primary', size = 'md', fullWidth }: CommonProps, extra?: string): string {
  return ['sw-btn', `sw-btn-${variant}`, `sw-btn-${size}`, fullWidth ? 'sw-btn-full' : '', extra ?? ''].filter(Boolean).join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & CommonProps;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, startIcon, fullWidth, className, type = 'button', children, ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} className={buttonClassName({ variant, size, fullWidth }, className)} {...rest}>
      {startIcon}
      {children}
    </button>
  );
});

export type LinkButtonProps = LinkProps & CommonProps;

/** A link that looks like a button (navigation stays a link for keyboard and screen-reader users). */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  { variant, size, startIcon, fullWidth, className, children, ...rest },
  ref,
) {
  return (
    <Link ref={ref} className={buttonClassName({ variant, size, fullWidth }, className)} {...rest}>
      {startIcon}
      {children}
    </Link>
  );
});
