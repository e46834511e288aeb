/** A map pin, decorative: the location text beside it says where. */
export function LocationIcon({ className = 'h-4 w-4 shrink-0' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path
        fillRule="evenodd"
        d="M10 18s-6-5.33-6-10a6 6 0 1112 0c0 4.67-6 10-6 10zm0-7.5A2.5 2.5 0 1010 5.5a2.5 2.5 0 000 5z"
        clipRule="evenodd"
      />
    </svg>
  );
}
