/** A person as pickers list them: a name, and what tells two of the same name apart. */
export interface NamedPerson {
  _id: string;
  name: string;
  email?: string | null;
}

/**
 * Each person's label in a list: the name alone, or, when someone else in the list has the same name
 * (two "Omar Khaled"), the name and the email, which no two accounts share.
 */
export function distinctNames<P extends NamedPerson>(people: readonly P[]): (person: P) => string {
  const count = new Map<string, number>();
  for (const p of people) {
    const key = p.name.trim().toLocaleLowerCase();
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  return (person) =>
    (count.get(person.name.trim().toLocaleLowerCase()) ?? 0) > 1 && person.email
      ? `${person.name} (${person.email})`
      : person.name;
}
