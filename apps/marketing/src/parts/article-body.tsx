/** A section of an article's text (the blog's and the help centre's bodies are lists of them). */
export interface ArticleSection {
  heading?: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

/** An article's sections: an optional heading, paragraphs and a bulleted list (blog and help). */
export function ArticleBody({
  sections,
  className = "grid gap-6 text-lg leading-relaxed text-foreground",
}: {
  sections: readonly ArticleSection[];
  className?: string;
}) {
  return (
    <div className={className}>
      {sections.map((section, index) => (
        <section key={section.heading ?? index} className="grid gap-4">
          {section.heading ? (
            <h2 className="text-2xl font-semibold tracking-tight">{section.heading}</h2>
          ) : null}
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul className="grid list-disc gap-1.5 pl-6">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
