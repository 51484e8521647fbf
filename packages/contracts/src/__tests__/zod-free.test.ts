import fs from 'node:fs';
import path from 'node:path';
import { SESSION_USER_FIELDS } from '../zod-free';
import { userSchema } from '../users/user.schema';

describe('the zod-free entry (what the sign-in page loads)', () => {
  it('names exactly the fields userSchema declares, in its order', () => {
    expect(Object.keys(userSchema.shape)).toEqual([...SESSION_USER_FIELDS]);
  });

  it.each(['zod-free.ts', 'common/error-codes.ts'])('%s imports nothing but zod-free modules', (file) => {
    const source = fs.readFileSync(path.join(__dirname, '..', file), 'utf8');
    const imported = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imported.filter((name) => name !== './common/error-codes')).toEqual([]);
  });
});
