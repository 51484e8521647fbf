import type { ReactNode } from 'react';

/** The box every dashboard chart uses as its tooltip (themed by CSS, not by recharts). */
export function ChartTooltip({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="chart-tooltip">
      <p className="chart-tooltip__title">{title}</p>
      {children}
    </div>
  );
}
