import type { RoutingRule } from '@crm/contracts';
import type { Formatters } from '../../../lib/i18n/format';
import type { TFunction } from 'i18next';
import { catchesAll } from '../model/rule-form';
import type { RoutingChoices, NamedRef } from './routing-choices';

const names = (ids: readonly string[], records: readonly NamedRef[]) =>
  ids.map((id) => records.find((r) => r._id === id)?.name ?? '?');

/** A rule in words: which leads it takes, and who gets them how. */
export function describeRule(rule: RoutingRule, choices: RoutingChoices, t: TFunction, fmt: Formatters) {
  const { match, assign } = rule;
  const any = (items: string[]) => fmt.list(items, 'disjunction');
  const which: string[] = [];
  if (catchesAll(rule)) which.push(t('routing.catchAll'));
  if (match.intakeSourceIds.length)
    which.push(t('routing.fromSources', { names: any(names(match.intakeSourceIds, choices.sources)) }));
  if (match.campaignIds.length)
    which.push(t('routing.inCampaigns', { names: any(names(match.campaignIds, choices.campaigns)) }));
  if (match.sources.length)
    which.push(t('routing.ofKind', { names: any(match.sources.map((s) => t(`labels.source.${s}`))) }));
  if (match.interests.length) {
    const label = (v: string) => choices.interests.find((i) => i.value === v)?.label ?? v;
    which.push(t('routing.interestedIn', { names: any(match.interests.map(label)) }));
  }
  const { budgetMin: min, budgetMax: max } = match;
  if (min !== null && max !== null) which.push(t('routing.budgetRange', { min: fmt.price(min), max: fmt.price(max) }));
  else if (min !== null) which.push(t('routing.budgetFrom', { min: fmt.price(min) }));
  else if (max !== null) which.push(t('routing.budgetUpTo', { max: fmt.price(max) }));
  if (match.languages.length)
    which.push(t('routing.writesIn', { names: any(match.languages.map((l) => t(`routing.language.${l}`))) }));

  const weighted = names(assign.userIds, choices.people).map((name, i) => {
    const weight = assign.weights[assign.userIds[i]!];
    return weight && weight > 1 ? `${name} ×${fmt.number(weight)}` : name;
  });
  const people = [...weighted, ...names(assign.teamIds, choices.teams)];
  const who = [
    t('routing.assignTo', { names: fmt.list(people, 'conjunction') }),
    t(`routing.strategy.${assign.strategy}`),
    assign.dailyCap === null ? t('routing.noCap') : t('routing.dailyCap', { count: assign.dailyCap }),
    rule.rerouteTimes === 0 ? t('routing.noHandOver') : t('routing.handOvers', { count: rule.rerouteTimes }),
  ];
  if (assign.workingHoursOnly) who.push(t('routing.workingHours'));
  return { which, who };
}
