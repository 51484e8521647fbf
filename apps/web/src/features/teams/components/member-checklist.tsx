import { teamsOf, type User } from '@crm/contracts';
import { RolePill } from '../../../components/ui/badge';
import '../../../components/ui/person.css';
import { membershipNote } from '../model/team-rules';
import { translateText, useT } from '../../../lib/i18n';

interface MemberChecklistProps {
  teamId: string;
  people: User[];
  selected: string[];
  onToggle: (id: string) => void;
}

export function MemberChecklist({ teamId, people, selected, onToggle }: MemberChecklistProps) {
  const { t } = useT();
  // Each person's team now, so moving someone out of another team is seen before it is done.
  const currentTeams = (person: User) => {
    const teams = teamsOf(person);
    if (teams.length === 0) return t('teams.inNoTeam');
    const names = teams.map((team) => team.name).join(', ');
    return person.role === 'Manager' ? t('teams.runs', { names }) : t('teams.currentTeam', { name: names });
  };
  if (people.length === 0) return <p className="muted member-checklist__empty">{t('teams.noUsers')}</p>;
  return (
    <ul className="member-checklist" aria-label={t('teams.users')}>
      {people.map((person) => {
        const checked = selected.includes(person._id);
        const note = membershipNote(person, teamId, checked);
        return (
          <li key={person._id}>
            <label className="member-checklist__item">
              <input type="checkbox" checked={checked} onChange={() => onToggle(person._id)} />
              <span className="person-text member-checklist__text">
                <span className="person-text__name">{person.name}</span>
                <span className="muted person-text__meta">{person.email}</span>
                <span className="muted person-text__meta member-checklist__team">{currentTeams(person)}</span>
                {note && <span className="member-checklist__note">{translateText(note)}</span>}
              </span>
              <RolePill role={person.role} />
            </label>
          </li>
        );
      })}
    </ul>
  );
}
