/** The live lead a restore was refused for (it has the deleted lead's phone now), as the 409 names it. */
export interface PhoneHolder {
  /** Null when the caller may not see that lead. */
  leadId: string | null;
  name: string | null;
}

/** The live lead named in a restore's LEAD_DUPLICATE_PHONE refusal (`details`), or null if it names none. */
export function phoneHolderOf(details: unknown): PhoneHolder | null {
  if (!details || typeof details !== 'object') return null;
  const { leadId, name } = details as Record<string, unknown>;
  return {
    leadId: typeof leadId === 'string' ? leadId : null,
    name: typeof name === 'string' ? name : null,
  };
}
