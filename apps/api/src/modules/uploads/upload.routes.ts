import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../core/route-module';
import { photoStorageFor } from './photo-storage';
import { servePhoto, storePhoto } from './upload.service';

export const uploadRoutes: RouteModule<typeof contract.uploads> = ({ config }) => {
  const storage = photoStorageFor(config);
  return {
    upload: ({ file }) => storePhoto(storage, file),
    serve: ({ params }) => servePhoto(storage, params.name),
  };
};
