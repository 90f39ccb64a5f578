import { useLocation } from "react-router";

export function DashboardHome() {
  const { pathname } = useLocation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center gap-4 px-6">
      <title>Dashboard · Cairn</title>
      <h1 className="text-3xl font-semibold tracking-tight">Cairn dashboard</h1>
      <p className="text-muted-foreground">
        The dashboards are being set up. You asked for <code>{pathname}</code>.
      </p>
    </main>
  );
}
