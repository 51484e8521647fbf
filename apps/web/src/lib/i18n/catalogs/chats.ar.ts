import type { Strings } from '../catalog-shape';
import type { chatsEn } from './chats.en';

export const chatsAr: Strings<typeof chatsEn> = {};
