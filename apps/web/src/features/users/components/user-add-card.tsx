import { useState } from 'react';
import type { Role } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PlusIcon } from '../../../components/ui/icons';
import { useMediaQuery } from '../../../lib/use-media-query';
import { UserAddRow } from './user-add-row';
import type { TeamOption } from './team-field';
import { useT } from '../../../lib/i18n';

/** The add row; on phones it waits behind a button so the list stays in view. */
export function UserAddCard({ callerRole, teams }: { callerRole: Role; teams: TeamOption[] }) {
  const { t } = useT();
  const isPhone = useMediaQuery('(max-width: 640px)');
  const [open, setOpen] = useState(false);
  if (isPhone && !open) {
    return (
      <Button icon={<PlusIcon size={18} />} aria-expanded={false} onClick={() => setOpen(true)}>
        {t('users.newUser')}
      </Button>
    );
  }
  return (
    <Card>
      <UserAddRow callerRole={callerRole} teams={teams} />
    </Card>
  );
}
