import type { ReactNode } from 'react';
import './page.css';

/** A titled surface for a section of a page. */
export function Card({
  title,
  actions,
  children,
  labelledBy,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  labelledBy?: string;
}) {
  return (
    <section className="card" aria-labelledby={labelledBy}>
      {(title || actions) && (
        <div className="row-ends row-ends--wrap">
          {title && <h2 id={labelledBy}>{title}</h2>}
          {actions && <div className="card__actions">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}
