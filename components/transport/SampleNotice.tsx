/** The note a page shows while its routes and fares are the demo's (the production build refuses them). */
export function SampleNotice({ text }: { text: string }) {
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {text}
    </p>
  );
}
