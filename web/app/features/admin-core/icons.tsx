import type { ReactNode } from "react";

/* The back office's own line icons. Not lucide-react: an icon module the
   public pages also use would be split out of their chunks once the back
   office imports it too, and their files would change. */
function icon(children: ReactNode) {
  return function Icon({ className = "size-5" }: { className?: string }) {
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className={`shrink-0 ${className}`}>
        {children}
      </svg>
    );
  };
}

export const InboxIcon = icon(<path d="M3 13h5l2 3h4l2-3h5M5.5 5h13L21 13v6H3v-6z" />);
export const SpamIcon = icon(<path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM12 8v5M12 16h.01" />);
export const TeamIcon = icon(
  <>
    <circle cx="9" cy="8" r="3" />
    <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5.5a3 3 0 010 5.5M18 14c2 .6 3 2.6 3 6" />
  </>,
);
export const AccountIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="10" r="3" />
    <path d="M6.5 18.5c1.4-1.9 3.3-3 5.5-3s4.1 1.1 5.5 3" />
  </>,
);
export const AuditIcon = icon(<path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />);
export const SettingsIcon = icon(
  <>
    <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
    <circle cx="15" cy="7" r="2" />
    <circle cx="9" cy="17" r="2" />
  </>,
);
export const SignOutIcon = icon(<path d="M15 4h3a2 2 0 012 2v12a2 2 0 01-2 2h-3M10 17l-5-5 5-5M5 12h11" />);
export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </>,
);
export const ExportIcon = icon(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);
export const FilterIcon = icon(<path d="M4 5h16l-6 8v5l-4 2v-7z" />);
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
);
export const ChatIcon = icon(<path d="M21 12a8.5 8.5 0 01-12.3 7.6L3.5 21l1.4-5A8.5 8.5 0 1121 12z" />);
export const TrashIcon = icon(<path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v5M14 11v5" />);
export const ChartIcon = icon(<path d="M4 20V4M4 20h16M8 16l4-5 3 3 5-7" />);
