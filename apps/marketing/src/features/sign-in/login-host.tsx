import { login } from "@cairn/api-client/auth";
import { dashboardUrl } from "@cairn/api-client/origins";
import { errorMessage } from "@cairn/api-client/rest";
import {
  dashboardPath,
  displayName,
  type SavedUser,
  saveUser,
  shouldShowTour,
} from "@cairn/api-client/session";
import { DEMO_ACCOUNTS, PRODUCT_NAME, TIMINGS } from "@cairn/schema/constants";
import { toast } from "@cairn/ui/toast";
import { type LoginCredentials, LoginDialog } from "@cairn/ui/widgets/login-dialog";
import type { LoginIntent } from "../../lib/dialogs-context";

export interface LoginHostProps {
  open: boolean;
  intent: LoginIntent;
  onOpenChange: (open: boolean) => void;
  onTour: (role: string) => void;
}

/** The login dialog wired to `POST /api/auth/login`, with the toasts and redirects of §4, §8. */
export default function LoginHost({ open, intent, onOpenChange, onTour }: LoginHostProps) {
  async function onLogin({ username, password }: LoginCredentials) {
    let user: SavedUser;
    try {
      user = await login({ username, password });
    } catch (error) {
      toast({
        title: "Login failed",
        description: errorMessage(error, "Invalid credentials"),
        variant: "destructive",
      });
      throw error;
    }
    saveUser(user);
    toast({
      title: "Login successful!",
      description: `Welcome back, ${displayName(user)}!`,
      variant: "success",
    });
    if (intent === "tour" && shouldShowTour(user.role)) {
      window.setTimeout(() => onTour(user.role), TIMINGS.tourAfterLogin);
    } else {
      const target = dashboardUrl(dashboardPath(user.role));
      window.setTimeout(() => window.location.assign(target), TIMINGS.redirectAfterLogin);
    }
  }

  return (
    <LoginDialog
      open={open}
      onOpenChange={onOpenChange}
      productName={PRODUCT_NAME}
      demoAccounts={DEMO_ACCOUNTS}
      onLogin={onLogin}
    />
  );
}
