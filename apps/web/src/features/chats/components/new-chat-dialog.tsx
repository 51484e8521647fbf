import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RolePill } from '../../../components/ui/badge';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorText } from '../../../components/ui/error-text';
import { SearchInput } from '../../../components/ui/search-input';
import { LoadingState } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useT } from '../../../lib/i18n';
import { useChatUsers } from '../api/get-chat-users';
import { CHATS_ERROR } from './thread-list';
import '../../../components/ui/person.css';

/** The new-chat picker: search the people one may write to, pick one, and their conversation opens. */
export function NewChatDialog({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const people = useChatUsers(useDebouncedValue(search.trim(), 250));

  const open = (userId: string) => {
    onClose();
    void navigate(paths.chat.href(userId));
  };

  return (
    <Dialog open size="sm" title={t('chats.newChatTitle')} onClose={onClose}>
      <SearchInput
        value={search}
        onValueChange={setSearch}
        aria-label={t('chats.searchPeople')}
        placeholder={t('chats.searchPeople')}
        maxLength={100}
        data-autofocus
      />
      {people.isPending ? (
        <LoadingState />
      ) : people.isError ? (
        <ErrorText>{errorMessage(people.error, CHATS_ERROR)}</ErrorText>
      ) : people.data.items.length === 0 ? (
        <EmptyState>{t('chats.noPeople')}</EmptyState>
      ) : (
        <ul className="chat-people" aria-label={t('chats.searchPeople')}>
          {people.data.items.map((person) => (
            <li key={person._id}>
              <button type="button" className="row-ends chat-person" onClick={() => open(person._id)}>
                <span className="person-text">
                  <span className="person-text__name">{person.name}</span>
                  {person.teams.length > 0 && (
                    <span className="person-text__meta muted">{person.teams.map((team) => team.name).join(', ')}</span>
                  )}
                </span>
                <RolePill role={person.role} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
