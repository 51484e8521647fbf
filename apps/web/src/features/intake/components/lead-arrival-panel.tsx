import { useId } from 'react';
import type { LeadArrival } from '@crm/contracts';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import './intake.css';

type AdIds = NonNullable<LeadArrival['ad']>;
const AD_IDS = ['campaignId', 'adsetId', 'adId', 'formId', 'leadgenId'] as const satisfies readonly (keyof AdIds)[];

/** On a lead that arrived by itself: where from, what it wrote and answered, and the tags of the ad or page that brought it. */
export function LeadArrivalPanel({ arrival }: { arrival: LeadArrival }) {
  const { t } = useT();
  const titleId = useId();
  const utm = Object.entries(arrival.utm);
  const ad = arrival.ad;
  const adIds = ad ? AD_IDS.filter((key) => ad[key]).map((key) => [key, ad[key]!] as const) : [];
  return (
    <Card
      labelledBy={titleId}
      // The name isolated (FSI … PDI): an English page name in an Arabic title, or the other way round.
      title={t('intake.arrival.title', { source: `\u2068${arrival.source.name}\u2069` })}
      description={t(`intake.kind.${arrival.source.kind}`)}
    >
      <div className="lead-arrival">
        {arrival.message && (
          <>
            <h3>{t('intake.arrival.message')}</h3>
            <p className="lead-arrival__message" dir="auto">
              {arrival.message}
            </p>
          </>
        )}
        {arrival.answers.length > 0 && (
          <>
            <h3>{t('intake.arrival.answers')}</h3>
            <dl className="lead-arrival__answers">
              {arrival.answers.map(({ question, answer }, index) => (
                <Pair key={index} term={question} value={answer} />
              ))}
            </dl>
          </>
        )}
        {utm.length > 0 && (
          <>
            <h3>{t('intake.arrival.utm')}</h3>
            <dl className="lead-arrival__answers">
              {utm.map(([key, value]) => (
                <Pair key={key} term={key} value={value} />
              ))}
            </dl>
          </>
        )}
        {adIds.length > 0 && (
          <>
            <h3>{t('intake.arrival.ad')}</h3>
            <dl className="lead-arrival__answers">
              {adIds.map(([key, id]) => (
                <div key={key} className="lead-arrival__pair">
                  <dt className="muted">{t(`intake.arrival.${key}`)}</dt>
                  <dd>
                    <bdi dir="ltr">{id}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </div>
    </Card>
  );
}

/**
 * A question and its answer, each isolated (`<bdi>`: its own direction, the page's alignment): an
 * Arabic question may have an English answer, and the other way round.
 */
function Pair({ term, value }: { term: string; value: string }) {
  return (
    <div className="lead-arrival__pair">
      <dt className="muted">
        <bdi>{term}</bdi>
      </dt>
      <dd>
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}
