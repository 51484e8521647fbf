import { PASSWORD_CHANGE_REQUIRED } from '@crm/contracts';
import { AppError } from '../../errors/app-error';

/** Answered on every route but the own user and the password change while mustChangePassword is set. */
export const passwordChangeRequired = () =>
  new AppError(PASSWORD_CHANGE_REQUIRED, 'Please choose a new password first');
