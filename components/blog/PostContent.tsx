import { postBodyHtml } from '@/lib/blog/post-body';

/**
 * A post's body: one <p> per line of its Markdown, **bold** as <strong>. Rendered to HTML on the
 * server at build time; raw HTML in a post is escaped, so '<' in the content stays text.
 */
export function PostContent({ content, lang }: { content: string; lang?: string }) {
  return (
    <div
      lang={lang}
      data-testid="post-content"
      className="space-y-6 text-lg leading-8 text-slate-800 [&_strong]:font-semibold [&_strong]:text-brand-900"
      dangerouslySetInnerHTML={{ __html: postBodyHtml(content) }}
    />
  );
}
