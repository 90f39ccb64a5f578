import { apiUrl } from "@cairn/api-client/origins";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@cairn/ui/tabs";
import { SectionCard } from "../../parts/page-header";
import { feedUrls } from "./api-access-model";
import { CopyField } from "./copy-field";

/**
 * "BI feeds": how Power BI and Looker Studio read Cairn's data, and this server's feed
 * addresses to copy (docs/bi-feeds.md).
 */
export function BiFeedsSection() {
  const csv = feedUrls(apiUrl, window.location.href, "csv");
  const json = feedUrls(apiUrl, window.location.href, "json");
  return (
    <SectionCard
      title="BI feeds"
      description="Tasks, their history, projects, milestones, weekly health and team mood as CSV or JSON. Your BI tool asks for them with a token and refreshes them on its own schedule: nothing is sent from Cairn."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-3 text-sm">
          <h3 className="text-base font-semibold">Power BI</h3>
          <ol className="list-decimal space-y-1 pl-5">
            <li>
              <strong>Get data → Web</strong>, then choose <strong>Advanced</strong>.
            </li>
            <li>Paste a CSV address below as the URL.</li>
            <li>
              Under HTTP request header parameters, add <code>Authorization</code> with the value{" "}
              <code>Bearer</code> followed by a space and your token.
            </li>
            <li>
              In the Power BI service, set the source's credentials to <strong>Anonymous</strong>{" "}
              (the header carries the token) and schedule the refresh.
            </li>
          </ol>
          <h3 className="pt-2 text-base font-semibold">Looker Studio</h3>
          <ol className="list-decimal space-y-1 pl-5">
            <li>
              Import into Google Sheets with a small Apps Script (<code>UrlFetchApp.fetch</code>{" "}
              with the <code>Authorization</code> header, then <code>Utilities.parseCsv</code>) on a
              time-driven trigger, and add the sheet as a data source; or
            </li>
            <li>
              use a community connector that reads JSON or CSV from a URL with a custom header,
              pointed at a JSON address below.
            </li>
          </ol>
          <p className="text-muted-foreground">
            Up to 10,000 rows a request; larger feeds page with the <code>Link</code> header, and{" "}
            <code>updated_since</code> reads only what changed. Team mood is weekly averages only,
            never one person's answers.
          </p>
        </div>
        <Tabs defaultValue="csv">
          <TabsList aria-label="Format of the addresses">
            <TabsTrigger value="csv">CSV</TabsTrigger>
            <TabsTrigger value="json">JSON</TabsTrigger>
          </TabsList>
          <TabsContent value="csv" className="grid gap-3 pt-3">
            {csv.map((feed) => (
              <CopyField key={feed.dataset} label={feed.label} value={feed.url} what="Address" />
            ))}
          </TabsContent>
          <TabsContent value="json" className="grid gap-3 pt-3">
            {json.map((feed) => (
              <CopyField key={feed.dataset} label={feed.label} value={feed.url} what="Address" />
            ))}
          </TabsContent>
        </Tabs>
      </div>
    </SectionCard>
  );
}
