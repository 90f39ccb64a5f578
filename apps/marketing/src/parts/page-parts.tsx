import { type ReactNode, useId } from "react";

/** The heading block at the top of a content page: the page's one h1. */
export function PageHeader({
  kicker,
  title,
  text,
  children,
}: {
  kicker: string;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <header className="grid max-w-3xl gap-3">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{kicker}</p>
      <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{title}</h1>
      <p className="text-lg text-muted-foreground">{text}</p>
      {children}
    </header>
  );
}

export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  icon,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  icon?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid max-w-xl gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        {icon ? (
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground">
            {icon}
          </span>
        ) : null}
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-full rounded-md border border-input bg-card pr-3 pl-9 text-base shadow-xs placeholder:text-muted-foreground"
        />
      </div>
    </div>
  );
}

export interface FilterOption {
  value: string;
  label: string;
  count: number;
}

/** Toggle buttons for a category filter; the pressed one is the current category. */
export function CategoryFilter({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
            className="inline-flex h-9 items-center gap-1.5 rounded-full border border-input bg-card px-4 text-sm font-medium text-foreground transition-colors hover:bg-accent aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
          >
            {option.label} ({option.count})
          </button>
        ))}
      </div>
    </fieldset>
  );
}
