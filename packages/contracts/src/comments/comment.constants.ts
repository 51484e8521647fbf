/** Feedback limits without zod. */
export const COMMENT_TYPES = ['feedback'] as const;
export const COMMENT_PRIORITIES = ['low', 'medium', 'high'] as const;
export const FEEDBACK_LOG_LIMIT = 200;
