/**
 * What a built app answers for a path that is not one of its files, and the runtime config it
 * reads at boot. Pure: the server (server.ts) does the I/O.
 */

/** `static.json`, written by each app's build beside its index.html. */
export interface SiteManifest {
  /** The path the app's files are served below: "/" or "/_dashboard/". */
  base: string;
  /** Paths that show the app with status 200… */
  pages: string[];
  /** …and every path below these (`/admin-dashboard/projects/7`). */
  sections: string[];
}

export const DEFAULT_MANIFEST: SiteManifest = { base: "/", pages: ["/"], sections: [] };

/** The origins an app talks to, read at boot from `config.json`; "" means its own origin. */
export interface RuntimeConfig {
  apiUrl: string;
  marketingUrl: string;
  dashboardUrl: string;
}

export type PageAnswer =
  | { kind: "page"; status: 200 | 404 }
  | { kind: "redirect"; location: string };

export function normalisePath(url: string): string {
  const bare = url.split(/[?#]/)[0] || "/";
  return bare.length > 1 && bare.endsWith("/") ? bare.slice(0, -1) : bare;
}

/**
 * A page the app knows answers 200; any other path gets the app's own 404 page with status 404.
 * The bare `/` of an app that has no home page (the dashboard on its own origin) sends the
 * visitor to the public site when its address is known.
 */
export function answerFor(path: string, manifest: SiteManifest, config: RuntimeConfig): PageAnswer {
  const known =
    manifest.pages.includes(path) ||
    manifest.sections.some((section) => path === section || path.startsWith(`${section}/`));
  if (known) return { kind: "page", status: 200 };
  if (path === "/" && config.marketingUrl)
    return { kind: "redirect", location: config.marketingUrl };
  return { kind: "page", status: 404 };
}

/** An origin given in the environment, checked: `https://api.example.com`, no path. */
function origin(name: string, value: string | undefined): string {
  if (!value) return "";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) origin such as https://api.example.com`);
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== value.replace(/\/$/, "")) {
    throw new Error(`${name} must be an http(s) origin without a path, such as ${url.origin}`);
  }
  return url.origin;
}

/** The runtime config from CAIRN_API_URL, CAIRN_MARKETING_URL and CAIRN_DASHBOARD_URL. */
export function configFromEnv(env: Record<string, string | undefined>): RuntimeConfig {
  return {
    apiUrl: origin("CAIRN_API_URL", env.CAIRN_API_URL),
    marketingUrl: origin("CAIRN_MARKETING_URL", env.CAIRN_MARKETING_URL),
    dashboardUrl: origin("CAIRN_DASHBOARD_URL", env.CAIRN_DASHBOARD_URL),
  };
}

/**
 * The same strict policy the API sends with the all-in-one (no inline script, no framing), with
 * the API's origin added to what scripts may connect to.
 */
export function contentSecurityPolicy(config: RuntimeConfig): string {
  const connect = ["'self'", config.apiUrl].filter(Boolean).join(" ");
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
