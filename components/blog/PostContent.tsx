import { Fragment } from 'react';
import { parseBold, splitParagraphs } from '@/lib/blog';

/**
 * A post's body: one <p> per line of content, **bold** as <strong>. Built from text segments,
 * never injected as HTML, so '<' in the content stays text.
 */
export function PostContent({ content }: { content: string }) {
  return (
    <div data-testid="post-content" className="space-y-6 text-lg leading-8 text-slate-800">
      {splitParagraphs(content).map((paragraph, index) => (
        <p key={index}>
          {parseBold(paragraph).map((segment, part) =>
            segment.bold ? (
              <strong key={part} className="font-semibold text-brand-900">
                {segment.text}
              </strong>
            ) : (
              <Fragment key={part}>{segment.text}</Fragment>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
