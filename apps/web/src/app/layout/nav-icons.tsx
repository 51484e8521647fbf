import type { ComponentType } from 'react';
import {
  CampaignsIcon,
  ChatsIcon,
  DashboardIcon,
  ImportsIcon,
  InboxIcon,
  RoutingIcon,
  LeadsIcon,
  SettingsIcon,
  TasksIcon,
  TeamIcon,
  TeamsIcon,
  UnitsIcon,
  UsersIcon,
  type IconProps,
} from '../../components/ui/icons';
import type { NavKey } from './nav-items';

export const NAV_ICONS: Record<NavKey, ComponentType<IconProps>> = {
  dashboard: DashboardIcon,
  myTeam: TeamIcon,
  users: UsersIcon,
  teams: TeamsIcon,
  leads: LeadsIcon,
  campaigns: CampaignsIcon,
  tasks: TasksIcon,
  resaleUnits: UnitsIcon,
  chats: ChatsIcon,
  imports: ImportsIcon,
  settings: SettingsIcon,
  leadSources: InboxIcon,
  leadRouting: RoutingIcon,
};
