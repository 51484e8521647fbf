import type { Strings } from '../catalog-shape';
import type { tasksEn } from './tasks.en';

export const tasksAr: Strings<typeof tasksEn> = {};
