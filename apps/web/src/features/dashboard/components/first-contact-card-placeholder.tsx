import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { SkeletonItems } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import './first-contact-card.css';

export function FirstContactSkeleton() {
  const { t } = useT();
  return (
    <div className="speed-to-lead">
      <SkeletonItems
        count={1}
        className="speed-to-lead__skeleton"
        // The card's figure, then its two tables (teams, then up to five agents): room held for them.
        lines={['skeleton--text', 'speed-to-lead__skeleton-figure', 'skeleton--text', 'speed-to-lead__skeleton-tables']}
        label={t('firstContact.card.loading')}
      />
    </div>
  );
}

/** The card as it loads: what the dashboard shows until the card's slot nears the screen. */
export function FirstContactCardPlaceholder() {
  const { t } = useT();
  const titleId = useId();
  return (
    <Card title={t('firstContact.card.title')} labelledBy={titleId}>
      <FirstContactSkeleton />
    </Card>
  );
}
