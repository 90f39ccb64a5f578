import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { type ListView, toggleSort } from "./list-view";
import { usePagedList } from "./use-paged-list";

interface View extends ListView<"name" | "createdAt"> {
  status: string;
}

const INITIAL: View = { q: "", status: "all", sort: "createdAt", order: "desc", page: 0 };

/** A list endpoint that answers each view with its page number, held until `release`. */
function setup(initialSearch?: string) {
  const asked: View[] = [];
  const pending: (() => void)[] = [];
  const release = () => {
    for (const resolve of pending.splice(0)) resolve();
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      usePagedList({
        initial: INITIAL,
        initialSearch,
        sort: (view, column) => toggleSort(view, column, ["createdAt"]),
        queryOptions: (view: View) => ({
          queryKey: ["things", view],
          queryFn: () => {
            asked.push(view);
            return new Promise<number[]>((resolve) => pending.push(() => resolve([view.page])));
          },
        }),
      }),
    { wrapper },
  );
  return { ...hook, asked, release };
}

describe("usePagedList", () => {
  it("keeps the page shown while the next one loads", async () => {
    const { result, release } = setup();
    expect(result.current.query.isPending).toBe(true);
    act(release);
    await waitFor(() => expect(result.current.query.data).toEqual([0]));

    act(() => result.current.setPage(1));
    expect(result.current.view.page).toBe(1);
    await waitFor(() => expect(result.current.query.isFetching).toBe(true));
    expect(result.current.query.data).toEqual([0]);
    expect(result.current.query.isPlaceholderData).toBe(true);
    act(release);
    await waitFor(() => expect(result.current.query.data).toEqual([1]));
  });

  it("asks for the search once typing pauses, from the first page", async () => {
    const { result, asked } = setup();
    act(() => result.current.setPage(2));
    act(() => result.current.setSearch("ac"));
    act(() => result.current.setSearch("acme"));
    expect(result.current.view.q).toBe("");
    await waitFor(() => expect(result.current.view).toMatchObject({ q: "acme", page: 0 }));
    expect(asked.map((view) => view.q)).not.toContain("ac");
  });

  it("sorts by a header, and Clear empties the box and the filters, opening search included", () => {
    const { result } = setup("ada");
    expect(result.current.search).toBe("ada");
    expect(result.current.view.q).toBe("ada");

    act(() => result.current.setView((view) => ({ ...view, status: "active", page: 3 })));
    act(() => result.current.sortBy("name"));
    expect(result.current.view).toMatchObject({ sort: "name", order: "asc", page: 0 });

    act(() => result.current.clear());
    expect(result.current.search).toBe("");
    expect(result.current.view).toEqual(INITIAL);
  });
});
