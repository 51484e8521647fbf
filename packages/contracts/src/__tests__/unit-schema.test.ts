import {
  canEditUnit,
  canSeeUnitOwner,
  canTransferUnits,
  canAdministerUnits,
  listUnitsQuery,
  thumbnailOf,
  unitBody,
  updateUnitBody,
} from '../index';

const ID = 'a'.repeat(24);
const PHOTO = `/api/uploads/${'b'.repeat(32)}.webp`;

describe('unit body', () => {
  it('coerces numbers, defaults plan numbers to 0 and fills the rest', () => {
    const unit = unitBody.parse({
      title: ' Nile view ',
      price: '1,500,000',
      area: '150',
      bedrooms: '3',
      paymentPlans: [{ name: '5 years', downPayment: '100000', monthly: '' }],
    });
    expect(unit).toMatchObject({ title: 'Nile view', price: 1_500_000, area: 150, bedrooms: 3, bathrooms: 0 });
    expect(unit.paymentPlans).toEqual([{ name: '5 years', downPayment: 100_000, monthly: 0, years: 0 }]);
  });

  it('requires title, price and area', () => {
    const messages = unitBody.safeParse({}).error?.issues.map((i) => i.message);
    expect(messages).toEqual(['Title is required', 'Price is required', 'Area is required']);
  });

  it.each([
    ['a negative price', { price: -1 }],
    ['a zero area', { area: 0 }],
    ['a javascript: image', { images: ['javascript:alert(1)'] }],
    ['a data: image', { images: ['data:image/png;base64,AAAA'] }],
    ['a made-up upload path', { images: ['/api/uploads/../../etc/passwd'] }],
    ['a javascript: video tour', { videoTour: 'javascript:alert(1)' }],
    ['21 images', { images: Array(21).fill(PHOTO) }],
    ['fractional bedrooms', { bedrooms: 2.5 }],
  ])('refuses %s', (_what, patch) => {
    expect(unitBody.safeParse({ title: 'T', price: 1, area: 1, ...patch }).success).toBe(false);
  });

  it('accepts uploaded photos and web addresses', () => {
    const ok = unitBody.safeParse({ title: 'T', price: 1, area: 1, images: [PHOTO, 'https://x.test/a.jpg'] });
    expect(ok.success).toBe(true);
  });

  it('an edit changes only what it sends', () => {
    expect(updateUnitBody.parse({ status: 'sold' })).toEqual({ status: 'sold' });
  });

  it('thumbnails exist for uploads only', () => {
    expect(thumbnailOf(PHOTO)).toBe(`/api/uploads/${'b'.repeat(32)}.thumb.webp`);
    expect(thumbnailOf('https://x.test/a.webp')).toBe('https://x.test/a.webp');
  });
});

describe('unit list query', () => {
  it('reads flags and bounds', () => {
    expect(listUnitsQuery.parse({ isFeatured: 'false', includeArchived: 'true', minDown: '10' })).toMatchObject({
      isFeatured: false,
      includeArchived: true,
      minDown: 10,
    });
    expect(listUnitsQuery.safeParse({ isFeatured: 'yes' }).success).toBe(false);
  });
});

describe('unit policies', () => {
  const unit = { createdBy: ID, assignedTo: null };
  const as = (role: 'CEO' | 'Admin' | 'Manager' | 'Supervisor' | 'Agent', _id = 'c'.repeat(24)) => ({ _id, role });
  it.each([
    ['CEO', true, true, true],
    ['Admin', true, true, true],
    ['Manager', false, false, true],
    ['Supervisor', false, false, false],
    ['Agent', false, false, false],
  ] as const)('%s: admin %s, edit others %s, transfer %s', (role, admin, edit, transfer) => {
    expect(canAdministerUnits(as(role))).toBe(admin);
    expect(canEditUnit(as(role), unit)).toBe(edit);
    expect(canTransferUnits(as(role))).toBe(transfer);
  });

  it('the creator edits and sees the owner; another agent neither', () => {
    expect(canEditUnit(as('Agent', ID), unit)).toBe(true);
    expect(canSeeUnitOwner(as('Agent', ID), unit)).toBe(true);
    expect(canSeeUnitOwner(as('Agent'), unit)).toBe(false);
    expect(canSeeUnitOwner(as('Manager'), unit)).toBe(true);
  });
});
