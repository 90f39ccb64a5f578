/**
 * The KPI dashboards' calls (docs/kpis.md): the dashboards' CRUD under `/api/dashboards`, the
 * figures from `GET /api/kpis`, and the addresses of the CSV downloads. A refusal rejects with an
 * `ApiError` carrying the API's `{ error, code, current? }`, which `ActionError` shows as it
 * shows every other error; a stale save's 409 carries the dashboard as it now is.
 */
import { apiUrl } from "@cairn/api-client/origins";
import { ApiError, apiRequest } from "@cairn/api-client/rest";
import { type Dashboard, dashboard, type Widget } from "@cairn/schema/dashboards";
import type { KpisAnswer } from "@cairn/schema/kpis";
import { type KpiScope, scopeQueryString } from "./chart-data";

export interface DashboardFields {
  name: string;
  visibility: Dashboard["visibility"];
  projectId: number | null;
  widgets: Widget[];
}

/** A list answered as an array, or as `{ items }` (a page): both read as the array. */
function asList<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === "object") {
    for (const value of Object.values(body)) if (Array.isArray(value)) return value as T[];
  }
  return [];
}

export async function listDashboards(signal?: AbortSignal): Promise<Dashboard[]> {
  const response = await apiRequest("GET", "/api/dashboards", undefined, { signal });
  return asList<Dashboard>(await response.json());
}

export async function getDashboard(id: number, signal?: AbortSignal): Promise<Dashboard> {
  const response = await apiRequest("GET", `/api/dashboards/${id}`, undefined, { signal });
  return (await response.json()) as Dashboard;
}

export async function createDashboard(fields: DashboardFields): Promise<Dashboard> {
  const response = await apiRequest("POST", "/api/dashboards", fields);
  return (await response.json()) as Dashboard;
}

/** A whole or partial save, with the version it was read at (else a 409). */
export async function updateDashboard(
  id: number,
  version: number,
  fields: Partial<DashboardFields>,
): Promise<Dashboard> {
  const response = await apiRequest("PATCH", `/api/dashboards/${id}`, { version, ...fields });
  return (await response.json()) as Dashboard;
}

export async function deleteDashboard(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/dashboards/${id}`);
}

export async function fetchKpis(scope: KpiScope, signal?: AbortSignal): Promise<KpisAnswer> {
  const response = await apiRequest("GET", `/api/kpis?${scopeQueryString(scope)}`, undefined, {
    signal,
  });
  return (await response.json()) as KpisAnswer;
}

/** The dashboard a stale save's 409 carries (someone saved it meanwhile), if it is one. */
export function newerDashboard(error: unknown): Dashboard | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  try {
    const body: unknown = JSON.parse(error.bodyText);
    if (!body || typeof body !== "object" || !("current" in body)) return undefined;
    const parsed = dashboard.safeParse(body.current);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a refusal is the plan's limit (a 403 whose message names the plan). */
export function planLimitMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 403) return undefined;
  const message = error.body?.error;
  return message && /plan/i.test(message) ? message : undefined;
}

export function dashboardCsvUrl(dashboardId: number): string {
  return apiUrl(`/api/dashboards/${dashboardId}/csv`);
}

export function widgetCsvUrl(dashboardId: number, widgetId: string): string {
  return apiUrl(`/api/dashboards/${dashboardId}/widgets/${encodeURIComponent(widgetId)}/csv`);
}
