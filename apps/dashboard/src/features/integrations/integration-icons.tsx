import { PlugIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * Simple marks for the integrations (docs/product.md §2.13): geometric shapes in each provider's colours,
 * drawn here, not the providers' logos. Decorative: the card names the integration.
 */
const MARKS: Readonly<Record<string, ReactNode>> = {
  Notion: (
    <>
      <rect
        x="1"
        y="1"
        width="30"
        height="30"
        rx="7"
        fill="#fff"
        stroke="#1f2328"
        strokeWidth="2"
      />
      <path
        d="M11 23V9l10 14V9"
        fill="none"
        stroke="#1f2328"
        strokeWidth="2.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  Trello: (
    <>
      <rect width="32" height="32" rx="7" fill="#0c66e4" />
      <rect x="7" y="7" width="7.5" height="17" rx="1.8" fill="#fff" />
      <rect x="17.5" y="7" width="7.5" height="10.5" rx="1.8" fill="#fff" />
    </>
  ),
  "Monday.com": (
    <>
      <rect x="0.5" y="0.5" width="31" height="31" rx="7" fill="#fff" stroke="#e2e8f0" />
      <g strokeWidth="4.6" strokeLinecap="round">
        <path d="M7.5 21.5 11.5 11" stroke="#f62b54" />
        <path d="M14.5 21.5 18.5 11" stroke="#ffcb00" />
      </g>
      <circle cx="24" cy="20.5" r="2.8" fill="#00ca72" />
    </>
  ),
  ClickUp: (
    <>
      <defs>
        <linearGradient id="op-mark-clickup" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8930fd" />
          <stop offset="1" stopColor="#ff02f0" />
        </linearGradient>
      </defs>
      <rect x="0.5" y="0.5" width="31" height="31" rx="7" fill="#fff" stroke="#e2e8f0" />
      <g fill="none" stroke="url(#op-mark-clickup)" strokeWidth="3.4" strokeLinecap="round">
        <path d="m8.5 15.5 7.5-6 7.5 6" strokeLinejoin="round" />
        <path d="M8.5 21.5c4.5 4 10.5 4 15 0" />
      </g>
    </>
  ),
  Jira: (
    <>
      <rect width="32" height="32" rx="7" fill="#0052cc" />
      <path d="M16 6.5 25.5 16 16 25.5 6.5 16Z" fill="none" stroke="#fff" strokeWidth="2.6" />
      <path d="M16 12.5 19.5 16 16 19.5 12.5 16Z" fill="#fff" />
    </>
  ),
  Asana: (
    <>
      <rect x="0.5" y="0.5" width="31" height="31" rx="7" fill="#fff" stroke="#e2e8f0" />
      <g fill="#f06a6a">
        <circle cx="16" cy="10.5" r="4.6" />
        <circle cx="10" cy="20.5" r="4.6" />
        <circle cx="22" cy="20.5" r="4.6" />
      </g>
    </>
  ),
  Slack: (
    <>
      <rect x="0.5" y="0.5" width="31" height="31" rx="7" fill="#fff" stroke="#e2e8f0" />
      <g strokeWidth="4" strokeLinecap="round">
        <path d="M8 12.5h11.5" stroke="#36c5f0" />
        <path d="M19.5 8v11.5" stroke="#2eb67d" />
        <path d="M12.5 19.5H24" stroke="#ecb22e" />
        <path d="M12.5 12.5V24" stroke="#e01e5a" />
      </g>
    </>
  ),
  "Microsoft Teams": (
    <>
      <rect width="32" height="32" rx="7" fill="#5b5fc7" />
      <circle cx="24" cy="8.5" r="3" fill="#c5c7f5" />
      <path d="M8.5 11h12M14.5 11v12.5" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
    </>
  ),
  "Google Drive": (
    <>
      <rect x="0.5" y="0.5" width="31" height="31" rx="7" fill="#fff" stroke="#e2e8f0" />
      <g strokeWidth="4" strokeLinecap="round">
        <path d="M14.8 8 8 19.8" stroke="#0f9d58" />
        <path d="M17.2 8 24 19.8" stroke="#f4b400" />
        <path d="M10 24h12" stroke="#4285f4" />
      </g>
    </>
  ),
  Dropbox: (
    <>
      <rect width="32" height="32" rx="7" fill="#0061fe" />
      <g fill="#fff">
        <path d="m11.5 7 4.5 3-4.5 3L7 10Z" />
        <path d="m20.5 7 4.5 3-4.5 3-4.5-3Z" />
        <path d="m11.5 13 4.5 3-4.5 3L7 16Z" />
        <path d="m20.5 13 4.5 3-4.5 3-4.5-3Z" />
        <path d="m16 20 4.5 3-4.5 3-4.5-3Z" />
      </g>
    </>
  ),
};

export function IntegrationIcon({ name, className }: { name: string; className?: string }) {
  const mark = MARKS[name];
  if (!mark) {
    return (
      <span
        aria-hidden="true"
        className={`flex items-center justify-center rounded-lg bg-muted text-muted-foreground ${className ?? ""}`}
      >
        <PlugIcon className="size-1/2" />
      </span>
    );
  }
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      {mark}
    </svg>
  );
}
