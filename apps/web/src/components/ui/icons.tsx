import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Small stroke icons (24px grid). Decorative: the control around them carries the name. */
function Icon({ size = 20, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

const make = (paths: ReactNode, defaultSize = 20) =>
  function IconComponent(props: IconProps) {
    return (
      <Icon size={defaultSize} {...props}>
        {paths}
      </Icon>
    );
  };

export const DashboardIcon = make(
  <>
    <rect x="3" y="3" width="7" height="9" rx="1.5" />
    <rect x="14" y="3" width="7" height="5" rx="1.5" />
    <rect x="14" y="12" width="7" height="9" rx="1.5" />
    <rect x="3" y="16" width="7" height="5" rx="1.5" />
  </>,
);
export const TeamIcon = make(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 3.5 6" />
  </>,
);
export const UsersIcon = make(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const TeamsIcon = make(
  <>
    <circle cx="12" cy="6.5" r="3" />
    <circle cx="5" cy="11" r="2.5" />
    <circle cx="19" cy="11" r="2.5" />
    <path d="M7 20a5 5 0 0 1 10 0M1.5 19a3.5 3.5 0 0 1 4.5-3.4M22.5 19a3.5 3.5 0 0 0-4.5-3.4" />
  </>,
);
export const LeadsIcon = make(
  <>
    <path d="M4 4h16l-6 8v6l-4 2v-8z" />
  </>,
);
export const CampaignsIcon = make(
  <>
    <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </>,
);
export const TasksIcon = make(
  <>
    <rect x="4" y="4" width="16" height="17" rx="2" />
    <path d="M9 3v3h6V3M8.5 13l2.5 2.5 4.5-5" />
  </>,
);
export const UnitsIcon = make(
  <>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9v12h14V9M10 21v-6h4v6" />
  </>,
);
export const ChatsIcon = make(<path d="M4 5h16v11H9l-5 4z" />);
export const ClockIcon = make(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);
export const BellIcon = make(
  <>
    <path d="M6 9a6 6 0 0 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9" />
    <path d="M10 19a2 2 0 0 0 4 0" />
  </>,
);
export const SunIcon = make(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = make(<path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z" />);
export const GlobeIcon = make(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.5 2.6 2.5 14.4 0 17M12 3.5c-2.5 2.6-2.5 14.4 0 17" />
  </>,
);
export const DirectionIcon = make(<path d="M4 8h14l-3-3M20 16H6l3 3" />);
export const MenuIcon = make(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = make(<path d="M6 6l12 12M18 6 6 18" />);
export const CollapseIcon = make(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16M15 10l-2 2 2 2" />
  </>,
);
export const LogoutIcon = make(
  <>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
    <path d="M10 16l-4-4 4-4M6 12h10" />
  </>,
);
export const PlusIcon = make(<path d="M12 5v14M5 12h14" />);
export const UploadIcon = make(<path d="M12 16V4M7 9l5-5 5 5M4 20h16" />);
/** Sliders: the CEO's Settings. */
export const SettingsIcon = make(<path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4" />);
export const DownloadIcon = make(<path d="M12 4v12M7 11l5 5 5-5M4 20h16" />);
/** A sheet going in: the Imports page. */
export const ImportsIcon = make(<path d="M6 3h9l4 4v14H6zM14 3v5h5M12 10v7M9 14l3 3 3-3" />);
/** Where leads come in by themselves (lead sources). */
/** Lead routing: one path branching to two. */
export const RoutingIcon = make(<path d="M4 12h6l4-6h6M10 12l4 6h6M17 3l3 3-3 3M17 15l3 3-3 3" />);
export const InboxIcon = make(<path d="M4 13h4l2 3h4l2-3h4M4 13l2.5-8h11l2.5 8v6H4z" />);
export const SearchIcon = make(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const EditIcon = make(<path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />);
export const TrashIcon = make(<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);
export const MessageIcon = make(<path d="M4 5h16v11H9l-5 4zM8 9h8M8 12h5" />);
export const ChevronDownIcon = make(<path d="m6 9 6 6 6-6" />);

// Row actions and contact buttons: a size smaller, to sit inside compact buttons.
export const UserPlusIcon = make(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M19 8v6M16 11h6" />
  </>,
  18,
);
export const UnlockIcon = make(
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 7.5-2" />
  </>,
  18,
);
export const PhoneIcon = make(
  <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />,
  18,
);
export const ChatBubbleIcon = make(<path d="M4 20l1.3-3.9A8 8 0 1 1 8 19z" />, 18);
export const FilterIcon = make(<path d="M4 6h16M7 12h10M10 18h4" />, 18);
