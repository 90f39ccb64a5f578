import { Link } from "react-router";
import { usePageMeta } from "../../lib/page-meta";

interface Section {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

const SECTIONS: readonly Section[] = [
  {
    id: "information-we-collect",
    title: "1. Information we collect",
    paragraphs: [
      "We collect the information you give us when you sign up for a trial, create an account, fill in the AI setup wizard or contact us: your name, email address, company, team size, role and the answers you choose to provide.",
      "When you use Cairn we store the content you create, such as projects, tasks, comments, mood check-ins and integration settings. We also collect technical data needed to run the service securely: IP address, browser type, pages visited and timestamps in our server logs.",
    ],
  },
  {
    id: "how-we-use-information",
    title: "2. How we use your information",
    paragraphs: ["We use your information only to provide and improve Cairn, in particular to:"],
    list: [
      "create and secure your account and your workspace;",
      "generate your PMO plan, health scores and priority recommendations;",
      "sync data with the tools you connect;",
      "answer your questions and provide support;",
      "send service messages and, if you opt in, our newsletter;",
      "detect abuse and keep the service reliable.",
    ],
  },
  {
    id: "sharing",
    title: "3. Sharing and disclosure",
    paragraphs: [
      "We do not sell your personal information. We share it only with sub-processors who help us run the service (hosting, email delivery and support tooling), under written agreements that oblige them to protect it, and with the third-party tools you choose to connect.",
      "We may disclose information when the law requires it, or to protect the rights and safety of our users. If Cairn is involved in a merger or acquisition, we will tell you before your information becomes subject to a different privacy policy.",
    ],
  },
  {
    id: "security",
    title: "4. Data security",
    paragraphs: [
      "Your data is encrypted in transit with TLS 1.2 or higher and at rest with AES-256 encryption. Integration secrets are encrypted separately and are never shown again after you save them. Passwords are stored only as salted, memory-hard hashes.",
      "Access to production systems is limited to a small number of engineers, protected by multi-factor authentication and logged. We test our backups regularly and review our security controls at least once a year.",
    ],
  },
  {
    id: "your-rights",
    title: "5. Your rights",
    paragraphs: [
      "You can access, correct, export or delete your personal information at any time from your account settings or by writing to us. You can object to or restrict certain processing, withdraw consent you have given, and unsubscribe from marketing emails with one click.",
      "We answer every request within 30 days. If you are not satisfied with our answer, you may complain to your local data-protection authority.",
    ],
  },
  {
    id: "cookies",
    title: "6. Cookies",
    paragraphs: [
      "Cairn uses one strictly necessary cookie to keep you signed in; it is httpOnly and cannot be read by scripts. We also keep your display profile and onboarding progress in your browser's local storage. We do not use advertising or cross-site tracking cookies.",
    ],
  },
  {
    id: "gdpr",
    title: "7. GDPR",
    paragraphs: [
      "For customers in the European Economic Area and the United Kingdom, Cairn acts as a data processor for the content of your workspace and as a data controller for account and billing information. Our legal bases are the performance of our contract with you, our legitimate interest in running a secure service, and your consent where we ask for it.",
      "We offer a data processing agreement to every customer. Transfers of personal data outside the EEA are protected by the European Commission's Standard Contractual Clauses.",
    ],
  },
  {
    id: "contact",
    title: "8. Contact us",
    paragraphs: [
      "Questions about this policy or your data? Write to our data-protection officer at privacy@cairn.app, or to Cairn Labs, Inc., 548 Market Street, Suite 300, San Francisco, CA 94104, USA.",
    ],
  },
];

export default function PrivacyPage() {
  usePageMeta(
    "Privacy Policy",
    "How Cairn collects, uses and protects your information, your rights under the GDPR, and how to contact us.",
  );
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[16rem_1fr]">
      <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="toc-heading" className="text-sm font-semibold">
          On this page
        </h2>
        <ul className="mt-3 grid gap-2 text-sm">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-muted-foreground hover:text-foreground hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <article className="grid max-w-3xl gap-8">
        <header className="grid gap-3">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Legal</p>
          <h1 className="text-4xl font-semibold tracking-tight">Privacy Policy</h1>
          <p className="text-muted-foreground">
            Last updated: <time dateTime="2024-01-15">15 January 2024</time>
          </p>
          <p className="text-lg text-muted-foreground">
            This policy explains what information Cairn Labs, Inc. (“Cairn”, “we”) collects when you
            use our website and product, why we collect it, and the choices you have.
          </p>
        </header>
        {SECTIONS.map((section) => (
          <section key={section.id} id={section.id} className="grid scroll-mt-24 gap-3">
            <h2 className="text-2xl font-semibold tracking-tight">{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="leading-relaxed text-foreground">
                {paragraph}
              </p>
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
        <p className="text-sm text-muted-foreground">
          See also our{" "}
          <Link to="/help" className="text-primary underline">
            Help Center
          </Link>{" "}
          for account and data-export guides.
        </p>
      </article>
    </div>
  );
}
