import { SESSION_USER_FIELDS } from '../zod-free';
import { userSchema } from '../users/user.schema';

// That the entry stays free of zod is held by `npm run size` (it fails when the contracts chunk loads up front).
describe('the zod-free entry (what the sign-in page loads)', () => {
  it('names exactly the fields userSchema declares, in its order', () => {
    expect(Object.keys(userSchema.shape)).toEqual([...SESSION_USER_FIELDS]);
  });
});
