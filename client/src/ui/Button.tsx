import type { ButtonHTMLAttributes, ReactNode } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'light' | 'outline-light';

export function Button({
  variant = 'primary',
  block = true,
  loading = false,
  children,
  className,
  disabled,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; block?: boolean; loading?: boolean; children: ReactNode }) {
  return (
    <button
      type={type}
      className={`button button--${variant}${block ? ' button--block' : ''}${className ? ` ${className}` : ''}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="spinner spinner--small" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}
