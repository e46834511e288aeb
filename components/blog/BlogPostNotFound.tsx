import Link from 'next/link';

export interface BlogPostNotFoundProps {
  title: string;
  text: string;
  backLabel: string;
  backHref: string;
}

/** What an unknown blog id shows: 'Blog Post Not Found', a line of text and a link back. */
export function BlogPostNotFound({ title, text, backLabel, backHref }: BlogPostNotFoundProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      <Link
        href={backHref}
        className="mt-8 inline-block rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-900"
      >
        {backLabel}
      </Link>
    </section>
  );
}
