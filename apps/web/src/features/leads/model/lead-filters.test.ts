import {
  clearFilters,
  countActiveFilters,
  DEFAULT_LEAD_FILTERS,
  leadFilters,
  sortFromParam,
  sortToParam,
  toListQuery,
  type LeadFilters,
} from './lead-filters';

const TEAM = 'a'.repeat(24);
const USER = 'b'.repeat(24);
const read = (query: string) => leadFilters.parse(query);
const write = (filters: LeadFilters) => leadFilters.serialize(filters);
const changeFilters = leadFilters.change;

describe('lead filters <-> URL', () => {
  it('reads an empty query as the defaults and writes the defaults as an empty query', () => {
    expect(read('')).toEqual(DEFAULT_LEAD_FILTERS);
    expect(write({ ...DEFAULT_LEAD_FILTERS })).toBe('');
  });

  it('round-trips every filter in one key order, leaving defaults out of the URL', () => {
    const filters: LeadFilters = {
      search: 'sara',
      status: 'FollowUp',
      interest: 'villa',
      source: 'Campaign',
      teamId: TEAM,
      assignedTo: USER,
      followups: 'today',
      firstContact: 'overdue',
      order: 'az',
      sort: '-phone',
      page: 3,
      limit: 50,
    };
    const query = write(filters);
    expect(query).toBe(
      `?assignedTo=${USER}&firstContact=overdue&followups=today&interest=villa&limit=50&order=az&page=3&search=sara&sort=-phone&source=Campaign&status=FollowUp&teamId=${TEAM}`,
    );
    expect(read(query)).toEqual(filters);

    expect(write({ ...DEFAULT_LEAD_FILTERS, status: 'New', page: 1, limit: 10, order: 'newest' })).toBe('?status=New');
  });

  it('ignores unknown or malformed values instead of sending them to the API', () => {
    expect(
      read(
        'status=Nurture&source=Radio&order=random&sort=age&page=-2&limit=7&teamId=nope&assignedTo=123&followups=tomorrow',
      ),
    ).toEqual(DEFAULT_LEAD_FILTERS);
    expect(read('page=2.5').page).toBe(1);
    expect(read(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
    expect(read('search=%20%20ali%20').search).toBe('ali');
  });

  it('keeps the links the dashboard builds', () => {
    expect(read(`followups=today&assignedTo=${USER}`)).toMatchObject({ followups: 'today', assignedTo: USER, page: 1 });
    expect(read('status=Won&teamId=' + TEAM)).toMatchObject({ status: 'Won', teamId: TEAM });
  });
});

describe('changeFilters', () => {
  const onPage4: LeadFilters = { ...DEFAULT_LEAD_FILTERS, status: 'New', page: 4 };

  it('goes back to page 1 when a filter, the order, the sort or the page size changes', () => {
    expect(changeFilters(onPage4, { status: 'Won' }).page).toBe(1);
    expect(changeFilters(onPage4, { search: 'ali' }).page).toBe(1);
    expect(changeFilters(onPage4, { limit: 20 })).toMatchObject({ limit: 20, page: 1 });
    expect(changeFilters(onPage4, { sort: 'name' }).page).toBe(1);
    expect(changeFilters(onPage4, { order: 'oldest' }).page).toBe(1);
  });

  it('keeps the filters when only the page changes', () => {
    expect(changeFilters(onPage4, { page: 5 })).toEqual({ ...onPage4, page: 5 });
  });

  it('drops a column sort when an order is chosen (the sort would win)', () => {
    const sorted = { ...DEFAULT_LEAD_FILTERS, sort: '-email' as const };
    expect(changeFilters(sorted, { order: 'az' })).toMatchObject({ order: 'az', sort: null });
    expect(changeFilters(sorted, { status: 'Lost' }).sort).toBe('-email');
  });

  it('clears the narrowing filters but keeps order, sort and rows per page', () => {
    const busy: LeadFilters = {
      ...DEFAULT_LEAD_FILTERS,
      search: 'a',
      status: 'New',
      followups: 'today',
      assignedTo: USER,
      order: 'az',
      limit: 20,
      page: 3,
    };
    expect(countActiveFilters(busy)).toBe(4);
    const cleared = clearFilters(busy);
    expect(countActiveFilters(cleared)).toBe(0);
    expect(cleared).toMatchObject({ order: 'az', limit: 20, page: 1 });
  });
});

describe('list query and column sort', () => {
  it('sends only what is set', () => {
    expect(toListQuery({ ...DEFAULT_LEAD_FILTERS })).toEqual({ order: 'newest', page: 1, limit: 10 });
    expect(toListQuery({ ...DEFAULT_LEAD_FILTERS, followups: 'today', sort: 'name', status: 'New' })).toEqual({
      order: 'newest',
      page: 1,
      limit: 10,
      followups: 'today',
      sort: 'name',
      status: 'New',
    });
  });

  it('maps the sort param to the table header state and back', () => {
    expect(sortFromParam(null)).toBeNull();
    expect(sortFromParam('email')).toEqual({ key: 'email', direction: 'asc' });
    expect(sortFromParam('-name')).toEqual({ key: 'name', direction: 'desc' });
    expect(sortToParam({ key: 'phone', direction: 'desc' })).toBe('-phone');
    expect(sortToParam({ key: 'status', direction: 'asc' })).toBeNull();
  });
});
