import { unitBody, updateUnitBody } from '@crm/contracts';
import { emptyUnitForm, formToBody } from './unit-form';

describe('unit form', () => {
  it('sends what the contract checks: numbers coerced, blank plan numbers 0, empty image rows dropped', () => {
    const values = {
      ...emptyUnitForm(),
      title: 'Villa',
      price: '2,500,000',
      area: '250',
      images: [{ url: ' https://img.test/a.jpg ' }, { url: '' }],
      paymentPlans: [{ name: 'Easy', downPayment: '250000', monthly: '', years: '6' }],
    };
    const body = unitBody.parse(formToBody(values, { sendStatus: false, sendOwner: true }));
    expect(body).toMatchObject({ title: 'Villa', price: 2_500_000, area: 250, images: ['https://img.test/a.jpg'] });
    expect(body.paymentPlans).toEqual([{ name: 'Easy', downPayment: 250_000, monthly: 0, years: 6 }]);
  });

  it('leaves out the status unless CEO/Admin, and the owner unless the caller may see it', () => {
    const values = { ...emptyUnitForm(), title: 'T', price: '1', area: '1', status: 'sold' as const };
    expect(formToBody(values, { sendStatus: false, sendOwner: false })).not.toHaveProperty('status');
    expect(formToBody(values, { sendStatus: false, sendOwner: false })).not.toHaveProperty('ownerInfo');
    expect(updateUnitBody.parse(formToBody(values, { sendStatus: true, sendOwner: true })).status).toBe('sold');
  });

  it('reports the required fields with the spec texts', () => {
    const result = unitBody.safeParse(formToBody(emptyUnitForm(), { sendStatus: false, sendOwner: true }));
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['title', 'Title is required'],
      ['price', 'Price is required'],
      ['area', 'Area is required'],
    ]);
  });
});
