import {
  type CONTACT_METHODS,
  CONTACT_PRIORITIES,
  type ContactMessage,
  contactMessageInput,
} from "@cairn/schema/contact";
import { buttonVariants } from "@cairn/ui/button-variants";
import { Controller, Form, FormField, type UseFormReturn, useZodForm } from "@cairn/ui/form";
import {
  Building2Icon,
  CalendarIcon,
  HandshakeIcon,
  LifeBuoyIcon,
  MailIcon,
  MessageCircleIcon,
  PhoneIcon,
  TrendingUpIcon,
  VideoIcon,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import type { z } from "zod";
import { usePageMeta } from "../../lib/page-meta";

const METHODS = [
  { value: "email", label: "Email" },
  { value: "phone", label: "Phone" },
  { value: "video", label: "Video call" },
] as const satisfies readonly { value: (typeof CONTACT_METHODS)[number]; label: string }[];

type ContactValues = z.input<typeof contactMessageInput>;

const INITIAL: ContactValues = {
  name: "",
  email: "",
  company: "",
  role: "",
  subject: "",
  message: "",
  priority: "medium",
  contactMethod: "email",
};

const CARDS: { icon: ReactNode; title: string; text: string; email: string; phone: string }[] = [
  {
    icon: <MailIcon aria-hidden="true" className="size-5" />,
    title: "General inquiries",
    text: "Questions about Cairn, press and everything else.",
    email: "hello@cairn.app",
    phone: "+1 (415) 555-0100",
  },
  {
    icon: <LifeBuoyIcon aria-hidden="true" className="size-5" />,
    title: "Technical support",
    text: "Help with your workspace, integrations or the API.",
    email: "support@cairn.app",
    phone: "+1 (415) 555-0132",
  },
  {
    icon: <TrendingUpIcon aria-hidden="true" className="size-5" />,
    title: "Sales",
    text: "Plans, pricing, enterprise agreements and demos.",
    email: "sales@cairn.app",
    phone: "+1 (415) 555-0150",
  },
  {
    icon: <HandshakeIcon aria-hidden="true" className="size-5" />,
    title: "Partnerships",
    text: "Consultancies, resellers and technology partners.",
    email: "partners@cairn.app",
    phone: "+1 (415) 555-0175",
  },
];

/** What exists to get help; no promise of a response time nobody measures. */
const SUPPORT_OPTIONS = [
  {
    icon: <MailIcon aria-hidden="true" className="size-5" />,
    title: "Email",
    availability: "support@cairn.app",
    response: "A person answers on working days",
  },
  {
    icon: <VideoIcon aria-hidden="true" className="size-5" />,
    title: "Video call",
    availability: "Ask for one in your message",
    response: "We agree a time by e-mail",
  },
  {
    icon: <MessageCircleIcon aria-hidden="true" className="size-5" />,
    title: "Help Center",
    availability: "45 articles and the API documentation",
    response: "Open at /help, any time",
  },
];

const OFFICES = [
  {
    city: "San Francisco",
    headquarters: true,
    address: ["548 Market Street, Suite 300", "San Francisco, CA 94104, USA"],
    phone: "+1 (415) 555-0100",
  },
  {
    city: "New York",
    headquarters: false,
    address: ["120 Broadway, 12th Floor", "New York, NY 10271, USA"],
    phone: "+1 (212) 555-0148",
  },
  {
    city: "London",
    headquarters: false,
    address: ["1 Finsbury Avenue", "London EC2M 2PF, United Kingdom"],
    phone: "+44 20 7946 0321",
  },
];

const FAQ = [
  {
    question: "How long does it take to set up Cairn?",
    answer:
      "The setup wizard turns your team's answers into a 30-day PMO plan in a minute; signing up for a trial takes one form. Connecting your tools is done per integration, in its settings, which Cairn tests as soon as you save them.",
  },
  {
    question: "Do you offer enterprise support?",
    answer:
      "Write to sales@cairn.app with your team's size and needs; support terms are agreed with each customer in writing.",
  },
  {
    question: "Can you help us migrate from our current tools?",
    answer:
      "Cairn does not import projects from other tools yet. Your tools stay connected through the integrations while your teams move their work onto Cairn's boards.",
  },
  {
    question: "Which tools does Cairn integrate with?",
    answer:
      "Ten: Jira, Trello, Asana, Notion, ClickUp, Monday.com, Slack, Microsoft Teams, Google Drive and Dropbox. Everything else can use Cairn's REST API, documented at /api/openapi.json.",
  },
  {
    question: "Is there a free trial?",
    answer:
      "Yes: sign up with Start Free Trial. The form asks for your name, e-mail, company and team size, and no payment details.",
  },
];

const inputClass =
  "h-10 w-full rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs placeholder:text-muted-foreground md:text-sm aria-invalid:border-danger";

const CONTACT_ADDRESS = "hello@cairn.app";

/** The form's message as a mailto: link the visitor's e-mail app opens, every field in the body. */
export function contactMailto(values: ContactValues): string {
  const lines = [
    values.message.trim(),
    "",
    `— ${values.name.trim()} <${values.email.trim()}>`,
    values.company.trim() ? `Company: ${values.company.trim()}` : "",
    values.role.trim() ? `Role: ${values.role.trim()}` : "",
    `Priority: ${values.priority}`,
    `Preferred contact: ${values.contactMethod}`,
  ].filter((line, index) => index < 3 || line !== "");
  const query = new URLSearchParams({ subject: values.subject.trim(), body: lines.join("\n") });
  // mailto: wants %20 for spaces, not "+".
  return `mailto:${CONTACT_ADDRESS}?${query.toString().replace(/\+/g, "%20")}`;
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

function ContactForm({ form }: { form: UseFormReturn<ContactValues, unknown, ContactMessage> }) {
  const [opened, setOpened] = useState(false);

  // Nothing here sends e-mail on the visitor's behalf (no server mailbox yet): the message
  // opens in their own e-mail app, addressed and written, and they send it. The page says so,
  // rather than pretending it was sent.
  function submit(values: ContactMessage) {
    window.location.href = contactMailto(values);
    setOpened(true);
  }

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4" aria-labelledby="form-heading">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="name" label="Name" required>
          <input type="text" autoComplete="name" className={inputClass} />
        </FormField>
        <FormField control={form.control} name="email" label="Email" required>
          <input type="email" autoComplete="email" className={inputClass} />
        </FormField>
        <FormField control={form.control} name="company" label="Company">
          <input type="text" autoComplete="organization" className={inputClass} />
        </FormField>
        <FormField control={form.control} name="role" label="Role">
          <input type="text" autoComplete="organization-title" className={inputClass} />
        </FormField>
      </div>
      <FormField control={form.control} name="subject" label="Subject" required>
        <input type="text" className={inputClass} />
      </FormField>
      <FormField control={form.control} name="message" label="Message" required>
        <textarea rows={5} className={`${inputClass} h-auto py-2`} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="priority" label="Priority">
          <select className={`${inputClass} capitalize`}>
            {CONTACT_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {priority[0]?.toUpperCase()}
                {priority.slice(1)}
              </option>
            ))}
          </select>
        </FormField>
        <Controller
          control={form.control}
          name="contactMethod"
          render={({ field }) => (
            <fieldset className="grid gap-1.5">
              <legend className="mb-1.5 text-sm font-medium">Preferred contact method</legend>
              <div className="grid grid-cols-2 gap-2">
                {METHODS.map((method) => (
                  <label key={method.value} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={field.name}
                      value={method.value}
                      checked={field.value === method.value}
                      onChange={() => field.onChange(method.value)}
                      className="size-4 accent-primary"
                    />
                    {method.label}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        />
      </div>
      <button
        type="submit"
        className={buttonVariants({ size: "lg", className: "w-full sm:w-fit" })}
      >
        Write in my e-mail app
      </button>
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {opened
          ? `Your e-mail app opened with this message to ${CONTACT_ADDRESS}: send it from there. If nothing opened, write to ${CONTACT_ADDRESS} directly.`
          : "The message opens in your own e-mail app, ready to send."}
      </p>
    </Form>
  );
}

export default function ContactPage() {
  usePageMeta(
    "Contact Us",
    "Talk to Cairn by e-mail or phone, or ask for a video call. Offices in San Francisco, New York and London.",
  );
  const form = useZodForm(contactMessageInput, { defaultValues: INITIAL });

  function startWith(update: Pick<ContactValues, "contactMethod"> & { subject?: string }) {
    form.setValue("contactMethod", update.contactMethod);
    if (update.subject !== undefined) form.setValue("subject", update.subject);
    document.getElementById("message-form")?.scrollIntoView({ behavior: "smooth", block: "start" });
    form.setFocus("name");
  }

  return (
    <div className="grid gap-16 pb-16">
      <section className="border-b border-border bg-card">
        <div className="mx-auto grid max-w-6xl justify-items-center gap-5 px-4 py-16 text-center sm:px-6">
          <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">Contact Us</h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            Questions about Cairn, a plan for your team or help with your workspace: write to us,
            and a person answers on working days.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <button
              type="button"
              className={buttonVariants({ size: "lg" })}
              onClick={() => startWith({ contactMethod: "email" })}
            >
              <MailIcon aria-hidden="true" />
              Write to us
            </button>
            <button
              type="button"
              className={buttonVariants({ variant: "outline", size: "lg" })}
              onClick={() => startWith({ contactMethod: "video", subject: "Schedule a call" })}
            >
              <CalendarIcon aria-hidden="true" />
              Schedule a Call
            </button>
          </div>
        </div>
      </section>

      <div className="mx-auto grid w-full max-w-6xl gap-16 px-4 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr]">
          <section
            id="message-form"
            aria-labelledby="form-heading"
            className="scroll-mt-24 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
          >
            <h2 id="form-heading" className="text-2xl font-semibold tracking-tight">
              Send us a message
            </h2>
            <p className="mt-1 mb-6 text-sm text-muted-foreground">
              Fields marked with an asterisk are required.
            </p>
            <ContactForm form={form} />
          </section>

          <section aria-labelledby="support-heading" className="grid content-start gap-4">
            <h2 id="support-heading" className="text-2xl font-semibold tracking-tight">
              Support options
            </h2>
            <ul className="grid gap-3">
              {SUPPORT_OPTIONS.map((option) => (
                <li
                  key={option.title}
                  className="flex gap-4 rounded-xl border border-border bg-card p-5"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                    {option.icon}
                  </span>
                  <div>
                    <h3 className="font-semibold">{option.title}</h3>
                    <p className="text-sm text-muted-foreground">
                      {option.availability} · {option.response}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section aria-labelledby="cards-heading" className="grid gap-6">
          <h2 id="cards-heading" className="text-2xl font-semibold tracking-tight">
            Reach the right team
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {CARDS.map((card) => (
              <li
                key={card.title}
                className="flex flex-col gap-2 rounded-xl border border-border bg-card p-5"
              >
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  {card.icon}
                </span>
                <h3 className="font-semibold">{card.title}</h3>
                <p className="flex-1 text-sm text-muted-foreground">{card.text}</p>
                <a
                  href={`mailto:${card.email}`}
                  className="text-sm font-medium text-primary hover:underline"
                >
                  {card.email}
                </a>
                <a
                  href={telHref(card.phone)}
                  className="text-sm font-medium text-primary hover:underline"
                >
                  {card.phone}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="offices-heading" className="grid gap-6">
          <h2 id="offices-heading" className="text-2xl font-semibold tracking-tight">
            Our offices
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {OFFICES.map((office) => (
              <li
                key={office.city}
                className="grid gap-2 rounded-xl border border-border bg-card p-5"
              >
                <div className="flex items-center gap-2">
                  <Building2Icon aria-hidden="true" className="size-5 text-primary" />
                  <h3 className="font-semibold">{office.city}</h3>
                  {office.headquarters ? (
                    <span className="rounded-md bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
                      Headquarters
                    </span>
                  ) : null}
                </div>
                <address className="text-sm text-muted-foreground not-italic">
                  {office.address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
                <a
                  href={telHref(office.phone)}
                  className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
                >
                  <PhoneIcon aria-hidden="true" className="size-4" />
                  {office.phone}
                </a>
                <p className="text-sm text-muted-foreground">Mon-Fri 9AM-6PM local time</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="faq-heading" className="grid gap-6">
          <h2 id="faq-heading" className="text-2xl font-semibold tracking-tight">
            Frequently asked questions
          </h2>
          <div className="grid gap-3">
            {FAQ.map((entry) => (
              <details
                key={entry.question}
                className="group rounded-xl border border-border bg-card"
              >
                <summary className="cursor-pointer list-none rounded-xl p-5 font-medium hover:bg-accent">
                  {entry.question}
                </summary>
                <p className="px-5 pb-5 text-muted-foreground">{entry.answer}</p>
              </details>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
