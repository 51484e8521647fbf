/** "Sara Ali Hassan" -> "SH", "Agency CRM" -> "AC", "madonna" -> "M". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0]?.toUpperCase() ?? '';
  return letter(first) + (last ? letter(last) : '');
}
