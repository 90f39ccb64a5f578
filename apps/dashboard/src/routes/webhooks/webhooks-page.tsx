import { dashboardPath } from "@cairn/api-client/session";
import { buttonVariants } from "@cairn/ui/button-variants";
import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { useSession } from "../../features/session/session-context";
import { WebhooksPanel } from "../../features/webhooks/webhooks-panel";
import { PageBody, PageHeader } from "../../parts/page-header";

/** `/admin-dashboard/webhooks` and `/consultant-dashboard/webhooks` (docs/webhooks.md). */
export function WebhooksPage() {
  const { user } = useSession();
  return (
    <PageBody>
      <Link
        to={dashboardPath(user.role)}
        className={buttonVariants({ variant: "ghost", size: "sm", className: "self-start" })}
      >
        <ArrowLeftIcon aria-hidden="true" />
        Back to the dashboard
      </Link>
      <PageHeader
        title="Webhooks"
        description="Signed JSON sent to your own services when something changes in Cairn."
      />
      <WebhooksPanel />
    </PageBody>
  );
}
