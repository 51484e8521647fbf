import type { RoutingRule } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { RowActions, deleteAction, editAction } from '../../../components/ui/row-actions';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import type { RoutingChoices } from './routing-choices';
import { describeRule } from './rule-summary';

interface RuleCardProps {
  rule: RoutingRule;
  position: number;
  count: number;
  choices: RoutingChoices;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (by: -1 | 1) => void;
}

/** One rule of the ordered list: its place, what it takes and who gets it, and its buttons. */
export function RuleCard({ rule, position, count, choices, onEdit, onDelete, onMove }: RuleCardProps) {
  const { t } = useT();
  const fmt = useFormat();
  const { which, who } = describeRule(rule, choices, t, fmt);
  return (
    <li className="routing-rule" aria-label={rule.name}>
      <div className="routing-rule__head">
        <span className="routing-rule__position">{t('routing.position', { n: fmt.number(position + 1) })}</span>
        <h3 className="routing-rule__name" dir="auto">
          {rule.name}
        </h3>
      </div>
      <ul className="routing-rule__which">
        {which.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <ul className="routing-rule__who muted">
        {who.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="routing-rule__actions">
        <Button
          size="sm"
          variant="ghost"
          disabled={position === 0}
          onClick={() => onMove(-1)}
          aria-label={t('routing.moveUp', { name: rule.name })}
        >
          ↑
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={position === count - 1}
          onClick={() => onMove(1)}
          aria-label={t('routing.moveDown', { name: rule.name })}
        >
          ↓
        </Button>
        <RowActions actions={[editAction(rule.name, onEdit), deleteAction(rule.name, onDelete)]} />
      </div>
    </li>
  );
}
