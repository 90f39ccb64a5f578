export function HomePage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center gap-6 px-6">
      <title>Cairn — your PMO, set up in 30 days</title>
      <p className="text-sm font-semibold uppercase tracking-widest text-primary">Cairn</p>
      <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">
        Your project-management office, set up in 30 days.
      </h1>
      <p className="text-lg text-muted-foreground">
        An AI wizard turns your team's situation into a 30-day PMO plan; role dashboards run the
        work from there.
      </p>
    </main>
  );
}
