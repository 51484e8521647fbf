import { screen, within } from '@testing-library/react';
import type { ResaleUnitDetail, Role } from '@crm/contracts';
import { routes } from '../../../../app/router';
import { login } from '../../../../lib/session';
import { makeUser } from '../../../../test/fixtures';
import { mockFetch } from '../../../../test/mock-fetch';
import { renderRoutes } from '../../../../test/render';

const ID = '1'.repeat(24);
const detail: ResaleUnitDetail = {
  _id: ID,
  title: 'Nile View villa',
  description: 'Quiet street.',
  price: 9_000_000,
  area: 300,
  pricePerMeter: 30_000,
  propertyType: 'villa',
  bedrooms: 4,
  bathrooms: 3,
  parking: 2,
  location: { address: '9 Road 9', city: 'Cairo', district: 'Maadi', coordinates: null },
  features: {
    garden: true,
    pool: true,
    furnished: false,
    kitchen: true,
    elevator: false,
    security: true,
    balcony: false,
  },
  images: [`/api/uploads/${'a'.repeat(32)}.webp`, 'https://img.test/b.jpg'],
  videoTour: 'https://video.test/tour',
  status: 'reserved',
  isFeatured: true,
  archived: false,
  assignedTo: null,
  createdBy: { _id: 'c'.repeat(24), name: 'Adel Agent' },
  paymentOptions: { cash: true, installment: true, installmentDetails: 'No interest' },
  paymentPlans: [{ name: '8 years', downPayment: 1_000_000, monthly: 80_000, years: 8 }],
  ownerInfo: { name: 'Mona Owner', phone: '+201005551234', email: '' },
  inquiryCount: 1,
  inquiries: [{ _id: 'd'.repeat(24), name: 'Hala Client', status: 'Qualified', linkedAt: '2026-01-02T10:00:00.000Z' }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function setup(role: Role, unit: ResaleUnitDetail | null) {
  const user = makeUser({ role });
  login('tok', user);
  mockFetch((request) => {
    const url = new URL(request.url, 'http://x');
    if (url.pathname === '/api/auth/me') return { body: user };
    if (url.pathname === '/api/settings') return { body: { timeZone: 'Africa/Cairo', defaultCountry: 'EG' } };
    if (url.pathname === `/api/resale-units/${ID}`)
      return unit ? { body: unit } : { status: 404, body: { message: 'Unit not found', code: 'UNIT_NOT_FOUND' } };
    if (url.pathname === `/api/resale-units/${ID}/matches`)
      return {
        body: {
          items: [{ _id: 'e'.repeat(24), name: 'Big Budget', status: 'New', budget: 10_000_000 }],
          total: 1,
          page: 1,
          limit: 10,
        },
      };
    return { status: 404, body: { message: 'Not found' } };
  });
  renderRoutes(routes, { path: `/resale-units/${ID}` });
}

describe('Unit detail page', () => {
  it('shows photos, video tour, prices, details, plans, owner, linked and matching leads', async () => {
    setup('CEO', detail);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nile View villa' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', detail.images[0]);
    expect(screen.getByRole('button', { name: 'Show photo 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Video tour' })).toHaveAttribute('href', 'https://video.test/tour');
    expect(screen.getByText('EGP 9,000,000')).toBeInTheDocument();
    expect(screen.getByText('EGP 30,000 / m²')).toBeInTheDocument();
    const plans = within(screen.getByRole('region', { name: 'Payment plans' }));
    const plan = within(plans.getByRole('row', { name: /8 years/ }));
    expect(plan.getByRole('cell', { name: /1,000,000/ })).toBeInTheDocument();
    expect(plan.getByRole('cell', { name: /80,000/ })).toBeInTheDocument();
    expect(screen.getByText('Mona Owner')).toBeInTheDocument();
    // Stored international, read in the agency's national form, as every other phone.
    expect(await screen.findByRole('link', { name: '010 05551234' })).toHaveAttribute('href', 'tel:+201005551234');
    // Both lists open the lead's own page.
    expect(
      within(screen.getByRole('region', { name: 'Linked leads' })).getByRole('link', { name: 'Hala Client' }),
    ).toHaveAttribute('href', `/leads/${'d'.repeat(24)}`);
    const matches = within(await screen.findByRole('region', { name: 'Matching leads' }));
    expect(await matches.findByRole('link', { name: 'Big Budget' })).toHaveAttribute(
      'href',
      `/leads/${'e'.repeat(24)}`,
    );
    expect(matches.getByText(/Budget EGP 10,000,000/)).toBeInTheDocument();
  });

  it('hides the owner block from whoever the API gives none (null)', async () => {
    setup('Agent', { ...detail, ownerInfo: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nile View villa' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Owner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('says "Unit not found" for an unknown unit', async () => {
    setup('Agent', null);
    expect(await screen.findByText('Unit not found', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to units' })).toHaveAttribute('href', '/resale-units');
  });
});
