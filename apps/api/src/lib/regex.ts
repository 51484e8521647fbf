/** Free text becomes a literal, case-insensitive pattern: user input never acts as a regex. */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const containsInsensitive = (text: string) => ({ $regex: escapeRegex(text), $options: 'i' });
