/** Shown when a lead interest's label is blank (the contracts' own message). */
export const LABEL_REQUIRED = 'Label is required';
export const VALUE_INVALID = 'Value may hold letters, digits, "-" and "_" only';

const VALUE_PATTERN = /^[A-Za-z0-9_-]*$/;

export const validateLookupLabel = (label: string): string | null => (label.trim() ? null : LABEL_REQUIRED);

/** The value is what leads store; empty lets the server derive it from the label. */
export const validateLookupValue = (value: string): string | null =>
  VALUE_PATTERN.test(value.trim()) ? null : VALUE_INVALID;
