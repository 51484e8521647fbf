// Uploads: unit photos, stored on disk or in the database.
export { diskStorage, photoStorageFor, type PhotoStorage } from './photo-storage';
export { storePhoto } from './upload.service';
