import { clearUnitFilters, countFoldedFilters, toUnitsQuery, unitFilters, unitsHref } from './unit-filters';

describe('units URL state', () => {
  it('reads every filter, flags as booleans, and sends them back as the API takes them', () => {
    const values = unitFilters.parse(
      'city=Cairo&status=sold&bedrooms=3&minPrice=100&isFeatured=false&includeArchived=true&maxYears=5&page=2&limit=24',
    );
    expect(values).toMatchObject({
      city: 'Cairo',
      status: 'sold',
      bedrooms: 3,
      minPrice: 100,
      isFeatured: false,
      page: 2,
      limit: 24,
    });
    expect(toUnitsQuery(values)).toEqual({
      city: 'Cairo',
      status: 'sold',
      bedrooms: 3,
      minPrice: 100,
      maxYears: 5,
      isFeatured: 'false',
      includeArchived: 'true',
      page: 2,
      limit: 24,
      order: 'newest',
    });
    // A phone folds all seven; a wide screen keeps the status open beside the search.
    expect(countFoldedFilters(values, true)).toBe(7);
    expect(countFoldedFilters(values, false)).toBe(6);
  });

  it('drops what the contract refuses, field by field', () => {
    expect(unitFilters.parse('status=gone&minPrice=-5&limit=13&isFeatured=maybe&city=Giza')).toMatchObject({
      status: null,
      minPrice: null,
      limit: 12,
      isFeatured: null,
      city: 'Giza',
    });
  });

  it('clears filters keeping order and page size; a change goes back to page 1', () => {
    const values = unitFilters.parse('city=Cairo&order=-price&limit=48&page=3');
    expect(clearUnitFilters(values)).toMatchObject({ city: null, order: '-price', limit: 48, page: 1 });
    expect(unitFilters.change(values, { status: 'sold' }).page).toBe(1);
  });

  it('builds list links', () => {
    expect(unitsHref({ status: 'reserved' })).toBe('/resale-units?status=reserved');
    expect(unitsHref({ includeArchived: true })).toBe('/resale-units?includeArchived=true');
  });
});
