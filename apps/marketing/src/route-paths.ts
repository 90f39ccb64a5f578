/**
 * The paths of the marketing site. The server answers 200 for these and the 404 page with
 * status 404 for anything else (the build writes this list to dist/routes.json).
 */
export const MARKETING_PATHS = ["/"] as const;
