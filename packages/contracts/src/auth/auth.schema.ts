import { z } from 'zod';
import { userSchema } from '../users/user.schema';

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').max(200),
  password: z.string().min(1, 'Password is required').max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponse>;
