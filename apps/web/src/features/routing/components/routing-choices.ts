import type { Option } from '../../../components/ui/multi-select';

/** A record a rule names by id: a lead source, campaign, team or person. */
export interface NamedRef {
  _id: string;
  name: string;
}

/** What the rules may name, loaded by the route (lead sources, campaigns, teams, people, interests). */
export interface RoutingChoices {
  sources: NamedRef[];
  campaigns: NamedRef[];
  teams: NamedRef[];
  people: NamedRef[];
  interests: Option[];
}

export const toOptions = (records: readonly NamedRef[]): Option[] =>
  records.map((r) => ({ value: r._id, label: r.name }));
