// A blog post's body, written in Markdown: one paragraph per line (blank lines between them are
// fine) and inline Markdown within a line, such as **bold**. Rendered at build time by
// markdown-it, on the server only; raw HTML in a post stays text, so '<' shows as '<'.
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false });

/** The body's paragraphs: one per line, trimmed; blank lines are dropped. */
export function postParagraphs(body: string): string[] {
  return body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** The body as HTML: one <p> per paragraph, its inline Markdown rendered. */
export function postBodyHtml(body: string): string {
  return postParagraphs(body)
    .map((paragraph) => `<p>${markdown.renderInline(paragraph)}</p>`)
    .join('');
}

/** The body's words without any markup, one space between paragraphs (e.g. for a word count). */
export function postBodyText(body: string): string {
  return postParagraphs(body)
    .map((paragraph) =>
      (markdown.parseInline(paragraph, {})[0]?.children ?? [])
        .filter((token) => token.type === 'text' || token.type === 'code_inline')
        .map((token) => token.content)
        .join(''),
    )
    .join(' ');
}
