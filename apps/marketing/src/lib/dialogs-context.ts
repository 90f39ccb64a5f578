import { createContext, useContext } from "react";

export type PlanType = "trial" | "pro" | "scale";
/** Why the login dialog opened: a plain login, or the wizard's Start Onboarding Tour. */
export type LoginIntent = "dashboard" | "tour";

/**
 * What opens the site's app-wide dialogs. The dialogs themselves are hosted by the frame
 * (shell/dialogs.tsx, `DialogsProvider`); features and pages reach them through this context,
 * so they never import the frame.
 */
export interface DialogsApi {
  openLogin: (intent?: LoginIntent) => void;
  /**
   * With a saved plan's token ("Start free trial with this plan"), the lead keeps the plan; with
   * the team size the wizard was told (people), the form starts with its band.
   */
  openSignup: (plan?: PlanType, planToken?: string, teamSize?: number) => void;
  openWizard: () => void;
  openTour: (role: string) => void;
  /** Mounts the Toaster; pages that raise toasts call it (the dialogs do it themselves). */
  requireToaster: () => void;
}

export const DialogsContext = createContext<DialogsApi | null>(null);

export function useDialogs(): DialogsApi {
  const api = useContext(DialogsContext);
  if (!api) throw new Error("useDialogs must be used inside a DialogsProvider");
  return api;
}
