/** A MongoDB ObjectId as 24 hex characters (the `objectId` schema checks the same, with zod). */
export const OBJECT_ID_PATTERN = /^[a-f\d]{24}$/i;
export const isObjectId = (value: string) => OBJECT_ID_PATTERN.test(value);
