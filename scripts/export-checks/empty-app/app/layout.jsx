// The smallest exported Next.js page: the framework's own JavaScript floor, which the
// site's per-route budgets are measured against (scripts/export-checks/bundle-size.mjs, tools/audit.mjs).
export const metadata = { title: 'Empty page' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
