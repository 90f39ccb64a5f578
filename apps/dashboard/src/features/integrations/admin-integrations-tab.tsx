import { buttonVariants } from "@cairn/ui/button-variants";
import { ActivityIcon, ExternalLinkIcon } from "lucide-react";
import { Link } from "react-router";
import { POLLS } from "../monitoring/monitoring-model";
import { RefreshNowButton, SystemHealthCard, useMonitoring } from "../monitoring/monitoring-panel";
import { OutboxPanel } from "../outbox/outbox-panel";

/**
 * The admin dashboard's Integrations tab (docs/product.md §2.17): the system monitoring panel of the status
 * page (metrics every 10 s, health every 5 s, docs/product.md §9) and the way to the integrations page, in
 * a new tab, and the outgoing messages (Slack and Teams posts waiting, retried or given up).
 */
export default function AdminIntegrationsTab() {
  const monitoring = useMonitoring(POLLS.adminPanel);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          System monitoring: the database, the API and the integrations, updated live.
        </p>
        <div className="flex flex-wrap gap-2">
          <RefreshNowButton />
          <Link to="/system-status" className={buttonVariants({ variant: "ghost" })}>
            <ActivityIcon aria-hidden="true" />
            System Status
          </Link>
          <a
            href="/integrations"
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: "outline" })}
          >
            <ExternalLinkIcon aria-hidden="true" />
            Open Integrations
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </div>
      <SystemHealthCard {...monitoring} />
      <OutboxPanel />
    </div>
  );
}
