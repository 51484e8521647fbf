import type { ReactNode } from 'react';
import './page.css';

/** A titled surface for a section of a page. */
export function Card({
  title,
  actions,
  children,
  labelledBy,
  description,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  labelledBy?: string;
  /** A short line under the title saying what the section holds. */
  description?: ReactNode;
}) {
  return (
    <section className="card" aria-labelledby={labelledBy}>
      {(title || actions) && (
        <div className="row-ends row-ends--wrap">
          {title && (
            <div className="card__heading">
              <h2 id={labelledBy}>{title}</h2>
              {description && <p className="muted card__description">{description}</p>}
            </div>
          )}
          {actions && <div className="card__actions">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}
