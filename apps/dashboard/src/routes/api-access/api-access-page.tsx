import { appRole, dashboardPath } from "@cairn/api-client/session";
import { buttonVariants } from "@cairn/ui/button-variants";
import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { BiFeedsSection } from "../../features/api-access/bi-feeds-section";
import { CreateTokenButton } from "../../features/api-access/create-token-dialog";
import { TokenList } from "../../features/api-access/token-list";
import { useSession } from "../../features/session/session-context";
import { PageBody, PageHeader, SectionCard } from "../../parts/page-header";

/**
 * `<dashboard>/api-access`, for everyone: API tokens (list, create, revoke) and how to connect a
 * BI tool to the feeds (docs/api-tokens.md, docs/bi-feeds.md).
 */
export function ApiAccessPage() {
  const { user } = useSession();
  const admin = appRole(user.role) === "admin";
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
        title="API access"
        description={
          admin
            ? "Tokens for scripts, integrations and BI tools. Yours act as you; service tokens are listed for every administrator."
            : "Tokens for scripts and BI tools, acting as you. API access is part of the Scale plan: a token reaches your Scale projects."
        }
        actions={<CreateTokenButton admin={admin} />}
      />
      <SectionCard
        title="Your tokens"
        description="Send a token as Authorization: Bearer … to any /api address. Revoke one the moment it may have leaked."
      >
        <TokenList meId={user.id} />
      </SectionCard>
      <BiFeedsSection />
    </PageBody>
  );
}
