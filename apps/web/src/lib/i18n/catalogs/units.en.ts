/** The units screens' English texts (the spec's own, exactly). Arabic beside it in units.ar.ts. */
export const unitsEn = {};
