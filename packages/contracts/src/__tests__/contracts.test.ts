import {
  allRoutes,
  buildPath,
  can,
  createLeadBody,
  createUserBody,
  listUsersQuery,
  lookupValueFromLabel,
  pageCount,
  costPerLead,
  updateUserBody,
} from '../index';

describe('route table', () => {
  it('declares roles for every route and has no duplicate method+path', () => {
    const seen = new Set<string>();
    for (const route of allRoutes()) {
      expect(route.roles === 'public' || route.roles.length > 0).toBe(true);
      const key = `${route.method} ${route.path}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
  });

  // Photos are public because an <img> sends no token; their names are 128-bit random.
  it('keeps public routes to login, sign-in links, health (liveness, readiness) and uploaded photos', () => {
    const open = allRoutes()
      .filter((r) => r.roles === 'public')
      .map((r) => r.path);
    expect(open.sort()).toEqual([
      '/api/auth/invitation',
      '/api/auth/invitation/accept',
      '/api/auth/login',
      '/api/health',
      '/api/health/ready',
      '/api/uploads/:name',
    ]);
  });

  it('fills path params and refuses a missing one', () => {
    expect(buildPath('/api/users/:id', { id: 'a b' })).toBe('/api/users/a%20b');
    expect(() => buildPath('/api/users/:id')).toThrow('Missing path param');
  });
});

describe('schemas', () => {
  it('clamps a huge page size and rejects a zero page', () => {
    expect(listUsersQuery.parse({ limit: '100000' }).limit).toBe(200);
    expect(listUsersQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(listUsersQuery.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it('refuses operator objects where a string is expected', () => {
    expect(listUsersQuery.safeParse({ search: { $ne: 'x' } }).success).toBe(false);
  });

  it('trims and lower-cases emails, and needs 6-character passwords', () => {
    const body = createUserBody.parse({ name: ' Sara ', email: ' SARA@X.COM ', role: 'Agent' });
    expect(body).toMatchObject({ name: 'Sara', email: 'sara@x.com' });
    expect(createUserBody.safeParse({ name: 'a', email: 'a@b.co', role: 'Agent', password: '123' }).success).toBe(
      false,
    );
    expect(createUserBody.safeParse({ name: '  ', email: 'a@b.co', role: 'Agent' }).success).toBe(false);
  });

  it('treats an empty new password as unchanged', () => {
    expect(updateUserBody.parse({ password: '' })).toEqual({ password: '' });
    expect(updateUserBody.safeParse({ password: '12' }).success).toBe(false);
  });

  it('says a required text is required whether it is missing, blank or null', () => {
    for (const body of [{}, { name: '   ' }, { name: null }]) {
      expect(createLeadBody.safeParse(body).error?.issues[0]?.message).toBe('Name is required');
    }
    expect(createLeadBody.safeParse({ name: 5 }).error?.issues[0]?.message).toBe('Must be text');
  });

  it('takes a lead phone as typed (trimmed): the server reads it in the agency country', () => {
    expect(createLeadBody.parse({ name: 'X', phone: ' +20 (100) 123-4567 ' }).phone).toBe('+20 (100) 123-4567');
  });
});

describe('rules', () => {
  it('derives lookup values from labels', () => {
    expect(lookupValueFromLabel('Sea View Apartment')).toBe('sea_view_apartment');
    expect(lookupValueFromLabel('  Villa!! ')).toBe('villa');
    expect(lookupValueFromLabel('Café Studio')).toBe('cafe_studio');
    // An Arabic label keeps a readable value (not "interest_1uxktyb"); hamza forms survive, diacritics do not.
    expect(lookupValueFromLabel('شقة بحرية')).toBe('شقة_بحرية');
    expect(lookupValueFromLabel('فيلا مُستقلّة')).toBe('فيلا_مستقلة');
    expect(lookupValueFromLabel('أرض')).toBe('أرض');
    expect(lookupValueFromLabel('!!!')).toMatch(/^interest_[a-z0-9]+$/);
  });

  it('computes CPA as 0 without leads', () => {
    expect(costPerLead({ leads: 0, cost: 500 })).toBe(0);
    expect(costPerLead({ leads: 4, cost: 500 })).toBe(125);
  });

  it('grants role permissions from one table', () => {
    expect(can({ role: 'Admin' }, 'users:manage')).toBe(true);
    expect(can({ role: 'Manager' }, 'users:manage')).toBe(false);
    expect(can(null, 'leads:assign')).toBe(false);
    expect(can({ role: 'Supervisor' }, 'comments:reply')).toBe(true);
    expect(can({ role: 'Agent' }, 'comments:reply')).toBe(false);
    expect(can({ role: 'Manager' }, 'leads:assignAnyone')).toBe(false);
    expect(can({ role: 'Supervisor' }, 'leads:chooseSource')).toBe(false);
    expect(can({ role: 'Agent' }, 'leads:chooseSource')).toBe(true);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });
});
