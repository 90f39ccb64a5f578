import { marketingUrl } from "@cairn/api-client/origins";
import { appRole, dashboardPath } from "@cairn/api-client/session";
import { Button } from "@cairn/ui/button";
import { buttonVariants } from "@cairn/ui/button-variants";
import { cn } from "@cairn/ui/cn";
import {
  ChartColumnIcon,
  CircleHelpIcon,
  CompassIcon,
  KeyRoundIcon,
  LibraryIcon,
  LogOutIcon,
  SparklesIcon,
  WebhookIcon,
} from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { AssistantButton } from "../features/assistant/assistant-button";
import { ROLE_LABELS } from "../features/badges/badges";
import { NotificationBell } from "../features/notifications/notification-bell";
import { SearchButton } from "../features/search/search-button";
import { useSession } from "../features/session/session-context";
import { useStartTour } from "../features/tour/tour-host";
import { Logo } from "../parts/logo";
import { MORE_ITEM, MoreMenu } from "./more-menu";

const WizardDialog = lazy(() => import("./wizard-dialog"));

/**
 * On a phone the header's buttons are 44 px square icons (the touch target WCAG 2.5.5 asks for)
 * with no space between them, and KPIs, templates, the AI Wizard, Help and the tour move into
 * "More" (more-menu.tsx), so the header still fits at 320 px.
 */
const COMPACT = "max-sm:size-11 max-sm:px-0";
/** A header button that moves into "More" on a phone. */
const WIDE_ONLY = "max-sm:hidden";

/** docs/product.md §2.17: the welcome by first name (or username), and logout. */
export function DashboardHeader() {
  const { user, logout } = useSession();
  const startTour = useStartTour();
  const [wizardOpen, setWizardOpen] = useState(false);
  const [wizardLoaded, setWizardLoaded] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const name = user.firstName?.trim() || user.username;
  const role = appRole(user.role);
  const staff = role !== "client";
  const openWizard = () => {
    setWizardLoaded(true);
    setWizardOpen(true);
  };

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <Link
          to={dashboardPath(user.role)}
          className="flex shrink-0 items-center gap-2 rounded-md font-semibold tracking-tight"
        >
          <Logo className="size-8" />
          <span className="text-lg max-sm:sr-only">Cairn</span>
          <span className="sr-only">: {ROLE_LABELS[role]} dashboard</span>
        </Link>
        <span className="hidden shrink-0 whitespace-nowrap rounded-md bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary-soft-foreground sm:inline">
          {ROLE_LABELS[role]}
        </span>
        <p
          data-tour="welcome"
          className="ml-auto min-w-0 shrink truncate text-sm text-muted-foreground xl:shrink-0"
        >
          Welcome, <span className="font-medium text-foreground">{name}</span>
        </p>
        <nav aria-label="Account" className="flex items-center gap-0 sm:gap-1">
          <SearchButton />
          <AssistantButton compact={COMPACT} />
          <NotificationBell />
          <Link
            to={`${dashboardPath(user.role)}/kpis`}
            aria-label="KPIs"
            className={buttonVariants({ variant: "ghost", size: "sm", className: "max-sm:hidden" })}
          >
            <ChartColumnIcon aria-hidden="true" />
            <span className="hidden lg:inline">KPIs</span>
          </Link>
          {staff ? (
            <Link
              to={`${dashboardPath(user.role)}/templates`}
              aria-label="Templates"
              className={buttonVariants({
                variant: "ghost",
                size: "sm",
                className: "max-sm:hidden",
              })}
            >
              <LibraryIcon aria-hidden="true" />
              <span className="hidden lg:inline">Templates</span>
            </Link>
          ) : null}
          {staff ? (
            <Button
              variant="ghost"
              size="sm"
              className={WIDE_ONLY}
              data-tour="ai-wizard"
              aria-label="AI Wizard"
              onClick={openWizard}
            >
              <SparklesIcon aria-hidden="true" />
              <span className="hidden lg:inline">AI Wizard</span>
            </Button>
          ) : null}
          <MoreMenu compact={COMPACT}>
            <Link to={`${dashboardPath(user.role)}/kpis`} className={cn(MORE_ITEM, "sm:hidden")}>
              <ChartColumnIcon aria-hidden="true" />
              KPIs
            </Link>
            {staff ? (
              <Link
                to={`${dashboardPath(user.role)}/templates`}
                className={cn(MORE_ITEM, "sm:hidden")}
              >
                <LibraryIcon aria-hidden="true" />
                Templates
              </Link>
            ) : null}
            <Link to={`${dashboardPath(user.role)}/api-access`} className={MORE_ITEM}>
              <KeyRoundIcon aria-hidden="true" />
              API
            </Link>
            {staff ? (
              <Link to={`${dashboardPath(user.role)}/webhooks`} className={MORE_ITEM}>
                <WebhookIcon aria-hidden="true" />
                Webhooks
              </Link>
            ) : null}
            {staff ? (
              <button type="button" className={cn(MORE_ITEM, "sm:hidden")} onClick={openWizard}>
                <SparklesIcon aria-hidden="true" />
                AI Wizard
              </button>
            ) : null}
            <a href={marketingUrl("/help")} className={cn(MORE_ITEM, "sm:hidden")}>
              <CircleHelpIcon aria-hidden="true" />
              Help
            </a>
            <button type="button" className={cn(MORE_ITEM, "sm:hidden")} onClick={startTour}>
              <CompassIcon aria-hidden="true" />
              Take the tour
            </button>
          </MoreMenu>
          <a
            href={marketingUrl("/help")}
            data-tour="help"
            aria-label="Help"
            className={buttonVariants({ variant: "ghost", size: "sm", className: WIDE_ONLY })}
          >
            <CircleHelpIcon aria-hidden="true" />
            {/* Icon-only below 1536 px, so the welcome keeps its room at laptop widths. */}
            <span className="hidden 2xl:inline">Help</span>
          </a>
          <Button
            variant="ghost"
            size="sm"
            className={WIDE_ONLY}
            aria-label="Take the tour"
            onClick={startTour}
          >
            <CompassIcon aria-hidden="true" />
            <span className="hidden 2xl:inline">Tour</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            className={COMPACT}
            loading={loggingOut}
            onClick={() => {
              setLoggingOut(true);
              void logout();
            }}
          >
            <LogOutIcon aria-hidden="true" />
            <span className="max-sm:sr-only">Logout</span>
          </Button>
        </nav>
      </div>
      {wizardLoaded ? (
        <Suspense fallback={null}>
          <WizardDialog
            open={wizardOpen}
            onOpenChange={setWizardOpen}
            onStartTour={() => {
              setWizardOpen(false);
              startTour();
            }}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
