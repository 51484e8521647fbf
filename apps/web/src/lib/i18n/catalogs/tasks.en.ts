/** The tasks screens' English texts (the spec's own, exactly). Arabic beside it in tasks.ar.ts. */
export const tasksEn = {};
