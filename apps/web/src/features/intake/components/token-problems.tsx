import type { IntakeSource } from '@crm/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';

type MetaSource = Extract<IntakeSource, { kind: 'meta' }>;

/** A Facebook page's token as the CEO may know it: kept, refused, or missing; never the token itself. */
export function TokenState({ source }: { source: MetaSource }) {
  const { t } = useT();
  if (source.tokenProblem) return <Badge tone="danger">{t('intake.tokenRefused')}</Badge>;
  return source.hasPageToken ? (
    <Badge tone="success">{t('intake.tokenKept')}</Badge>
  ) : (
    <Badge tone="warning">{t('intake.tokenMissing')}</Badge>
  );
}

/** Every page whose token Meta refused, said at once at the top of the screen, each with its way out. */
export function TokenProblems({
  sources,
  onReplace,
}: {
  sources: IntakeSource[];
  onReplace: (source: IntakeSource) => void;
}) {
  const { t } = useT();
  const fmt = useFormat();
  const refused = sources.filter((s): s is MetaSource => s.kind === 'meta' && s.tokenProblem !== null);
  if (refused.length === 0) return null;
  return (
    <div className="intake-banners">
      {refused.map((source) => (
        <div key={source._id} className="intake-banner tone--warning" role="alert">
          <p>
            <strong dir="auto">{source.name}</strong>{' '}
            {t('intake.tokenProblem', {
              date: fmt.dateTime(source.tokenProblem!.at),
              message: source.tokenProblem!.message,
            })}
          </p>
          <Button
            size="sm"
            onClick={() => onReplace(source)}
            aria-label={t('intake.replaceTokenNamed', { name: source.name })}
          >
            {t('intake.replaceToken')}
          </Button>
        </div>
      ))}
    </div>
  );
}
