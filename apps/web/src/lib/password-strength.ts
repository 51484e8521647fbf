import type { z } from 'zod';
import { passwordProblem, weakPasswordMessage } from '@crm/contracts';
import type { PasswordOwner } from '@crm/contracts/password-strength';

// The estimator's dictionaries weigh about 1.5 MB: fetched on the first password typed, never by the
// sign-in page or the rest of the portal (and kept out of the offline precache, vite.config.ts).
let estimator: Promise<typeof import('@crm/contracts/password-strength')> | undefined;
const loadEstimator = () => (estimator ??= import('@crm/contracts/password-strength'));

/**
 * Why a password that passes the policy's quick rules is still too easy to guess (the API's own
 * words, in English; the field shows them translated), or null. Without the estimator (offline, a
 * failed chunk) it says nothing: the API checks again.
 */
export async function weakPasswordText(password: string, owner: PasswordOwner): Promise<string | null> {
  if (!password || passwordProblem(password, owner.email)) return null;
  try {
    const { passwordWeakness } = await loadEstimator();
    const weakness = passwordWeakness(password, owner);
    return weakness ? weakPasswordMessage(weakness) : null;
  } catch {
    return null;
  }
}

/**
 * A form schema with the strength estimate on its password field, asked as the person types
 * (react-hook-form's resolver validates asynchronously).
 */
export function withPasswordStrength<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  pick: (body: z.output<T>) => { password?: string; owner: PasswordOwner },
  field = 'password',
): T {
  return schema.superRefine(async (body, ctx) => {
    const { password, owner } = pick(body as z.output<T>);
    const text = password ? await weakPasswordText(password, owner) : null;
    if (text) ctx.addIssue({ code: 'custom', path: [field], message: text });
  }) as unknown as T;
}
