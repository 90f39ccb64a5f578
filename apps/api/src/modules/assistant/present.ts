/**
 * An answer as the app's panel receives it: the links written out as paths of this site, below
 * the asker's own dashboard.
 */
import type { AssistantAnswer } from "@cairn/schema/assistant";
import type { Answer, AnswerLink } from "./answer.js";

export function hrefOf(root: string, link: AnswerLink): { label: string; href: string } {
  return { label: link.label, href: `${root}${link.path}` };
}

export function present(answer: Answer, root: string): AssistantAnswer {
  return {
    intent: answer.intent,
    title: answer.title,
    sections: answer.sections.map((section) => ({
      heading: section.heading,
      empty: section.empty,
      items: section.items.map((item) => ({
        text: item.text,
        ...(item.detail ? { detail: item.detail } : {}),
        ...(item.link ? { link: hrefOf(root, item.link) } : {}),
      })),
    })),
    links: answer.links.map((link) => hrefOf(root, link)),
    ...(answer.confirmation ? { confirmation: answer.confirmation } : {}),
    suggestions: answer.suggestions,
  };
}
