/**
 * What the browser keeps and where each role lands: in a module of its own, so the public
 * site's first load can read them without the rest of the constants.
 */

/** Browser storage keys (docs/product.md §9). */
export const STORAGE_KEYS = {
  user: "pmo-user",
  startOnboardingTour: "start_onboarding_tour",
  onboarding: (role: string) => `onboarding_${role}`,
} as const;

/** Paths served by the dashboard app; every other path belongs to the marketing site. */
export const DASHBOARD_PATHS = {
  admin: "/admin-dashboard",
  consultant: "/consultant-dashboard",
  user: "/user-dashboard",
  integrations: "/integrations",
  systemStatus: "/system-status",
  /** A public page: an invitation's link, where its owner chooses a password. */
  invitation: "/invitation",
  /** The private link the Slack bot sends, to link a Slack account (docs/assistant.md). */
  linkChat: "/link-chat",
} as const;

/** The dashboard a role lands on; any unknown role is treated as a client (docs/product.md §6). */
export function dashboardPathFor(role: string | undefined): string {
  if (role === "admin") return DASHBOARD_PATHS.admin;
  if (role === "consultant") return DASHBOARD_PATHS.consultant;
  return DASHBOARD_PATHS.user;
}
