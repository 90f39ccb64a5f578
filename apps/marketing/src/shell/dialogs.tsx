import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { DialogsContext, type LoginIntent, type PlanType } from "../lib/dialogs-context";
import { ToastHost } from "./toast-host";

// Each dialog's code (and the API client) loads the first time it opens.
const LoginHost = lazy(() => import("../features/sign-in/login-host"));
const SignupHost = lazy(() => import("../features/sign-in/signup-host"));
const WizardHost = lazy(() => import("../features/plan/wizard-host"));
const TourHost = lazy(() => import("../features/tour/tour-host"));

interface State {
  login: { open: boolean; intent: LoginIntent } | null;
  signup: { open: boolean; plan: PlanType; planToken?: string; teamSize?: number } | null;
  wizard: { open: boolean } | null;
  tour: { open: boolean; role: string } | null;
}

/**
 * Hosts the site's dialogs; anything inside it (the top bar, the hero, the pricing cards) opens
 * them with `useDialogs` (lib/dialogs-context.ts).
 */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [toasterWanted, setToasterWanted] = useState(false);
  const [state, setState] = useState<State>({
    login: null,
    signup: null,
    wizard: null,
    tour: null,
  });

  const openLogin = useCallback(
    (intent: LoginIntent = "dashboard") =>
      setState((s) => ({ ...s, login: { open: true, intent } })),
    [],
  );
  const openSignup = useCallback(
    (plan: PlanType = "trial", planToken?: string, teamSize?: number) =>
      setState((s) => ({ ...s, signup: { open: true, plan, planToken, teamSize } })),
    [],
  );
  const openWizard = useCallback(() => setState((s) => ({ ...s, wizard: { open: true } })), []);
  const openTour = useCallback(
    (role: string) => setState((s) => ({ ...s, tour: { open: true, role } })),
    [],
  );
  const requireToaster = useCallback(() => setToasterWanted(true), []);
  const api = useMemo(
    () => ({ openLogin, openSignup, openWizard, openTour, requireToaster }),
    [openLogin, openSignup, openWizard, openTour, requireToaster],
  );

  // The dashboards' signed-out screen links to /?login=1.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.has("login")) openLogin();
  }, [openLogin]);

  const { login, signup, wizard, tour } = state;
  const anyDialog = Boolean(login || signup || wizard || tour);
  return (
    <DialogsContext value={api}>
      {children}
      <Suspense fallback={null}>
        {login ? (
          <LoginHost
            open={login.open}
            intent={login.intent}
            onOpenChange={(open) => setState((s) => ({ ...s, login: { ...login, open } }))}
            onTour={openTour}
          />
        ) : null}
        {signup ? (
          <SignupHost
            open={signup.open}
            plan={signup.plan}
            planToken={signup.planToken}
            teamSize={signup.teamSize}
            onOpenChange={(open) => setState((s) => ({ ...s, signup: { ...signup, open } }))}
          />
        ) : null}
        {wizard ? (
          <WizardHost
            open={wizard.open}
            onOpenChange={(open) => setState((s) => ({ ...s, wizard: { open } }))}
            onStartTrial={(planToken, teamSize) =>
              setState((s) => ({
                ...s,
                wizard: { open: false },
                signup: { open: true, plan: "trial", planToken, teamSize },
              }))
            }
            onNeedLogin={() =>
              setState((s) => ({
                ...s,
                wizard: { open: false },
                login: { open: true, intent: "tour" },
              }))
            }
          />
        ) : null}
        {tour ? (
          <TourHost
            open={tour.open}
            role={tour.role}
            onClose={() => setState((s) => ({ ...s, tour: { ...tour, open: false } }))}
          />
        ) : null}
      </Suspense>
      {toasterWanted || anyDialog ? <ToastHost /> : null}
    </DialogsContext>
  );
}
