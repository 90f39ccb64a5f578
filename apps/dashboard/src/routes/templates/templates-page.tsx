import { dashboardPath } from "@cairn/api-client/session";
import { buttonVariants } from "@cairn/ui/button-variants";
import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { useSession } from "../../features/session/session-context";
import { TemplatesLibrary } from "../../features/templates/templates-library";
import { PageBody, PageHeader } from "../../parts/page-header";

/** `/admin-dashboard/templates` and `/consultant-dashboard/templates`: the template library. */
export function TemplatesPage() {
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
        title="Templates"
        description="150+ SOPs and templates: search, preview, and use one in a project, filled in for it."
      />
      <TemplatesLibrary />
    </PageBody>
  );
}
