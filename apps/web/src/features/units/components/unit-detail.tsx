import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  canSeeUnitOwner,
  thumbnailOf,
  toUnitRecord,
  UNIT_FEATURES,
  type ResaleUnit,
  type ResaleUnitDetail,
} from '@crm/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorText } from '../../../components/ui/error-text';
import { LoadingState } from '../../../components/ui/spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useCurrentUser } from '../../../lib/use-session';
import { useUnit, useUnitMatches } from '../api/get-unit';
import { UnitActions, type UnitDialog } from './unit-actions-menu';
import { UnitAssignDialog } from './unit-assign-dialog';
import { UnitFormDialog } from './unit-form-dialog';
import { UnitLinkLeadDialog } from './unit-link-lead-dialog';
import { UnitStatusDialog } from './unit-status-dialog';
import { UNIT_STATUS_TONES } from '../../../components/ui/tone';
import { usePhoneDisplay } from '../../../lib/use-phone-display';
import './units.css';

/** /resale-units/:id: gallery, video tour, prices, details, plans, owner (for whom may see it), linked leads. */
export function UnitDetailScreen({ id }: { id: string }) {
  const { t } = useT();
  const unit = useUnit(id);
  const [open, setOpen] = useState<UnitDialog | null>(null);
  if (unit.isPending) return <LoadingState />;
  if (unit.isError) {
    const missing = unit.error instanceof ApiError && (unit.error.status === 404 || unit.error.status === 400);
    return (
      <div className="page">
        <EmptyState action={<Link to="/resale-units">{t('units.backToList')}</Link>}>
          {missing ? t('units.notFound') : <ErrorText>{errorMessage(unit.error, 'Failed to load units')}</ErrorText>}
        </EmptyState>
        {!missing && (
          <Button size="sm" onClick={() => void unit.refetch()}>
            {t('common.retry')}
          </Button>
        )}
      </div>
    );
  }
  const data = unit.data;
  const close = () => setOpen(null);
  return (
    <div className="page unit-detail">
      <p>
        <Link to="/resale-units">{t('units.backToList')}</Link>
      </p>
      <PageHeader
        title={data.title}
        description={
          <span className="unit-card__badges">
            <Badge tone={UNIT_STATUS_TONES[data.status]}>{t(`units.status.${data.status}`)}</Badge>
            {data.isFeatured && <Badge tone="primary">{t('units.featured')}</Badge>}
            {data.archived && <Badge tone="danger">{t('units.archived')}</Badge>}
          </span>
        }
        actions={<UnitActions unit={data} onOpen={(kind) => setOpen(kind)} />}
      />
      <div className="unit-detail__layout">
        <Gallery unit={data} />
        <Summary unit={data} />
      </div>
      <Details unit={data} />
      <Plans unit={data} />
      <Inquiries unit={data} />
      <MatchingLeads unit={data} />
      {open === 'edit' && <UnitFormDialog unit={data} onClose={close} />}
      {open === 'status' && <UnitStatusDialog unit={data} onClose={close} />}
      {open === 'assign' && <UnitAssignDialog unit={data} onClose={close} />}
      {open === 'link' && <UnitLinkLeadDialog unit={data} onClose={close} />}
    </div>
  );
}

function Gallery({ unit }: { unit: ResaleUnit }) {
  const { t } = useT();
  const [current, setCurrent] = useState(0);
  const shown = unit.images[Math.min(current, unit.images.length - 1)];
  return (
    <section className="stack" aria-label={t('units.detail.gallery', { title: unit.title })}>
      {shown ? (
        <img className="unit-gallery__main" src={shown} alt={t('units.form.photo', { n: current + 1 })} />
      ) : (
        <div className="unit-gallery__main unit-card__no-photo">{t('units.noPhoto')}</div>
      )}
      {unit.images.length > 1 && (
        <div className="unit-gallery__thumbs">
          {unit.images.map((image, index) => (
            <button
              key={image}
              type="button"
              className="unit-gallery__thumb"
              aria-label={t('units.detail.showPhoto', { n: index + 1 })}
              aria-pressed={index === current}
              onClick={() => setCurrent(index)}
            >
              <img src={thumbnailOf(image)} alt="" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

function Summary({ unit }: { unit: ResaleUnitDetail }) {
  const { t } = useT();
  const fmt = useFormat();
  const caller = useCurrentUser();
  const showPhone = usePhoneDisplay();
  const owner = canSeeUnitOwner(caller, toUnitRecord(unit)) ? unit.ownerInfo : null;
  const showOwner = owner && (owner.name || owner.phone || owner.email);
  return (
    <Card>
      <p className="unit-detail__price">
        <bdi>{fmt.price(unit.price)}</bdi>
      </p>
      <p className="muted">{t('units.perMeter', { price: fmt.price(unit.pricePerMeter) })}</p>
      <p>
        {t(`units.type.${unit.propertyType}`)} · {t('units.areaValue', { area: fmt.number(unit.area) })} ·{' '}
        {t('units.rooms', { bedrooms: fmt.number(unit.bedrooms), bathrooms: fmt.number(unit.bathrooms) })}
      </p>
      {unit.videoTour && (
        <p>
          <a href={unit.videoTour} target="_blank" rel="noopener noreferrer">
            {t('units.detail.videoTour')}
          </a>
        </p>
      )}
      {showOwner && unit.ownerInfo && (
        <div className="unit-detail__owner">
          <h2>{t('units.detail.owner')}</h2>
          <p>{unit.ownerInfo.name}</p>
          {unit.ownerInfo.phone && (
            <p>
              <a href={`tel:${unit.ownerInfo.phone}`} dir="ltr">
                {showPhone(unit.ownerInfo.phone)}
              </a>
            </p>
          )}
          {unit.ownerInfo.email && (
            <p>
              <a href={`mailto:${unit.ownerInfo.email}`} dir="ltr">
                {unit.ownerInfo.email}
              </a>
            </p>
          )}
        </div>
      )}
    </Card>
  );
}

function Details({ unit }: { unit: ResaleUnit }) {
  const { t } = useT();
  const titleId = useId();
  const fmt = useFormat();
  const features = UNIT_FEATURES.filter((f) => unit.features[f]);
  const rows: [string, string][] = [
    [t('units.detail.location'), [unit.location.district, unit.location.city].filter(Boolean).join(', ')],
    [t('units.detail.address'), unit.location.address],
    [t('units.form.parking'), fmt.number(unit.parking)],
    [t('units.form.features'), features.map((f) => t(`units.feature.${f}`)).join(', ')],
    [t('units.detail.assignedTo'), unit.assignedTo?.name ?? t('units.detail.nobody')],
    [t('units.detail.addedBy'), unit.createdBy?.name ?? t('units.detail.nobody')],
    [t('units.detail.added'), fmt.date(unit.createdAt)],
  ];
  return (
    <Card title={t('units.detail.details')} labelledBy={titleId}>
      {unit.description && <p className="unit-detail__description">{unit.description}</p>}
      <dl className="unit-detail__facts">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </Card>
  );
}

function Plans({ unit }: { unit: ResaleUnit }) {
  const { t } = useT();
  const titleId = useId();
  const fmt = useFormat();
  return (
    <Card title={t('units.detail.plans')} labelledBy={titleId}>
      {unit.paymentOptions.installmentDetails && <p>{unit.paymentOptions.installmentDetails}</p>}
      {unit.paymentPlans.length === 0 ? (
        <p className="muted">{t('units.form.noPlans')}</p>
      ) : (
        <div className="unit-compare">
          <table className="unit-compare__table">
            <thead>
              <tr>
                <th scope="col">{t('units.form.planName')}</th>
                <th scope="col">{t('units.form.downPayment')}</th>
                <th scope="col">{t('units.form.monthly')}</th>
                <th scope="col">{t('units.form.years')}</th>
              </tr>
            </thead>
            <tbody>
              {unit.paymentPlans.map((plan, index) => (
                <tr key={index}>
                  <th scope="row">{plan.name}</th>
                  <td>{fmt.price(plan.downPayment)}</td>
                  <td>{fmt.price(plan.monthly)}</td>
                  <td>{fmt.number(plan.years)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function Inquiries({ unit }: { unit: ResaleUnitDetail }) {
  const { t } = useT();
  const titleId = useId();
  const fmt = useFormat();
  return (
    <Card title={t('units.detail.inquiries')} labelledBy={titleId}>
      {unit.inquiries.length === 0 ? (
        <p className="muted">{t('units.detail.noInquiries')}</p>
      ) : (
        <ul className="unit-inquiries">
          {unit.inquiries.map((lead) => (
            <li key={lead._id}>
              <Link to={paths.lead.href(lead._id)}>{lead.name}</Link>{' '}
              <span className="muted">
                {t(`labels.status.${lead.status}`)} · {fmt.date(lead.linkedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Matching both ways, the unit's side: leads whose interest is its type and whose budget covers its price or a plan. */
function MatchingLeads({ unit }: { unit: ResaleUnit }) {
  const { t } = useT();
  const fmt = useFormat();
  const titleId = useId();
  const matches = useUnitMatches(unit._id);
  return (
    <Card title={t('units.detail.matches')} labelledBy={titleId}>
      {matches.isPending ? (
        <LoadingState />
      ) : matches.isError ? (
        <ErrorText>{errorMessage(matches.error, 'Failed to load leads')}</ErrorText>
      ) : matches.data.items.length === 0 ? (
        <p className="muted">{t('units.detail.noMatches')}</p>
      ) : (
        <>
          <p className="muted">{t('units.detail.matchesCount', { count: matches.data.total })}</p>
          <ul className="unit-inquiries">
            {matches.data.items.map((lead) => (
              <li key={lead._id}>
                <Link to={paths.lead.href(lead._id)}>{lead.name}</Link>{' '}
                <span className="muted">
                  {t(`labels.status.${lead.status}`)} · {t('units.detail.budget', { budget: fmt.price(lead.budget) })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
