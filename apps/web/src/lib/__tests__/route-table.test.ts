import { contract } from '@crm/contracts/routes';
import { zodFreeRouteTable } from '../../../vite/route-table';

/** What the build puts in place of `@crm/contracts/routes`. */
function builtTable() {
  const plugin = zodFreeRouteTable();
  const resolveId = plugin.resolveId as (id: string) => string | null;
  const load = plugin.load as (id: string) => string | null;
  const id = resolveId('@crm/contracts/routes');
  expect(id).not.toBeNull();
  expect(resolveId('@crm/contracts')).toBeNull();
  const source = load(id!)!;
  const json = source.replace(/^export const contract = /, '').replace(/;\n$/, '');
  return JSON.parse(json) as Record<string, Record<string, Record<string, unknown>>>;
}

describe("the bundle's route table", () => {
  it('has every route of the contract with its method, path, roles and upload field, and no schema', () => {
    const table = builtTable();
    expect(Object.keys(table)).toEqual(Object.keys(contract));
    for (const [group, routes] of Object.entries(contract)) {
      expect(Object.keys(table[group]!)).toEqual(Object.keys(routes));
      for (const [name, route] of Object.entries(routes)) {
        const built = table[group]![name]!;
        expect(built).toMatchObject({ method: route.method, path: route.path });
        expect(built.roles).toEqual(route.roles);
        const upload = 'upload' in route ? route.upload : undefined;
        expect(built.upload).toEqual(upload ? { field: upload.field } : undefined);
        expect(Object.keys(built).every((key) => ['method', 'path', 'roles', 'upload'].includes(key))).toBe(true);
      }
    }
    // The upload branch is exercised: some route takes a file.
    expect(Object.values(table).some((routes) => Object.values(routes).some((route) => route.upload))).toBe(true);
  });
});
