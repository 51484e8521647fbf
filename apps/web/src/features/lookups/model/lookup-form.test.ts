import { lookupValueFromLabel } from '@crm/contracts';
import { validateLookupLabel, validateLookupValue } from './lookup-form';

describe('lead interest form', () => {
  it('needs a non-blank label', () => {
    expect(validateLookupLabel('   ')).toBe('Label is required');
    expect(validateLookupLabel('Sea View')).toBeNull();
  });

  it('accepts slug values and refuses spaces or symbols', () => {
    expect(validateLookupValue('sea_view-2')).toBeNull();
    expect(validateLookupValue('')).toBeNull();
    expect(validateLookupValue('sea view')).not.toBeNull();
    expect(validateLookupValue('villa!')).not.toBeNull();
  });

  it('previews the value the server will derive from a label', () => {
    expect(validateLookupValue(lookupValueFromLabel('Sea View Apartment'))).toBeNull();
  });
});
