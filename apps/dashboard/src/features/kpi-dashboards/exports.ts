/**
 * A dashboard's and a widget's downloads: the CSV the API makes (fetched with the session's
 * cookie, saved under the name the API gives it), and a PNG drawn in the browser from the
 * widget as it is on screen (html-to-image copies the element, its SVG chart included, into an
 * SVG image and paints that onto a canvas).
 */
import { apiRequest } from "@cairn/api-client/rest";
import { dispositionFilename } from "../documents/document-model";

function saveAs(href: string, filename: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
}

/** A file-safe name: "Team flow / Q4" → "team-flow-q4". */
export function fileSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "dashboard";
}

/** Downloads one of the API's CSV exports (`path` is the API's own, e.g. `/api/…/csv`). */
export async function downloadCsv(path: string, fallbackName: string): Promise<string> {
  const response = await apiRequest("GET", path);
  const filename = dispositionFilename(response.headers.get("content-disposition"), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  saveAs(url, filename);
  // Give the browser the moment it needs to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}

/** Marks an element (a toolbar, a handle) as left out of the PNG. */
export const EXPORT_SKIP = "data-export-skip";

/** Draws `element` as a PNG (twice its size on screen, on white) and downloads it. */
export async function downloadPng(element: HTMLElement, filename: string): Promise<void> {
  // Loaded on the first export only: nobody pays for it who never exports.
  const { toPng } = await import("html-to-image");
  const dataUrl = await toPng(element, {
    backgroundColor: "#ffffff",
    pixelRatio: 2,
    // The app's fonts are the system's: nothing to fetch and embed.
    skipFonts: true,
    filter: (node) => !(node instanceof Element && node.hasAttribute(EXPORT_SKIP)),
  });
  saveAs(dataUrl, filename);
}
