import { CalendarClock, CalendarDays, ChartLine, PenLine, CircleUser, Download, Funnel, Inbox, List, LogOut, Mail, Menu, MessageCircle, Search, Settings, ShieldAlert, Trash2, Users, Webhook, X, type LucideIcon } from "lucide-react";

/* The back office's icons: lucide's, as the public pages', named for what
   they stand for here, decorative (the text beside them says it). */
function icon(Lucide: LucideIcon) {
  return function Icon({ className = "size-5" }: { className?: string }) {
    return <Lucide aria-hidden="true" strokeWidth={2} className={`shrink-0 ${className}`} />;
  };
}

export const InboxIcon = icon(Inbox);
export const SpamIcon = icon(ShieldAlert);
export const TeamIcon = icon(Users);
export const AccountIcon = icon(CircleUser);
export const AuditIcon = icon(List);
export const SettingsIcon = icon(Settings);
export const SignOutIcon = icon(LogOut);
export const MenuIcon = icon(Menu);
export const CloseIcon = icon(X);
export const SearchIcon = icon(Search);
export const ExportIcon = icon(Download);
export const FilterIcon = icon(Funnel);
export const MailIcon = icon(Mail);
export const ChatIcon = icon(MessageCircle);
export const TrashIcon = icon(Trash2);
export const WebhookIcon = icon(Webhook);
export const ChartIcon = icon(ChartLine);
export const StudioIcon = icon(PenLine);
export const AgendaIcon = icon(CalendarDays);
export const AvailabilityIcon = icon(CalendarClock);
