/**
 * What the board says of its live updates: live, connecting, or offline (with the
 * network cut, "Live: changes by others appear here" stayed green, since an open connection can
 * outlast the network). `status` is the live subscription's; `online` the browser's.
 */
export function liveText(status: string, online: boolean): { live: boolean; text: string } {
  if (!online) return { live: false, text: "Offline: changes by others appear once you are back" };
  return status === "pending"
    ? { live: true, text: "Live: changes by others appear here" }
    : { live: false, text: "Connecting to live updates…" };
}
