import { home } from '@/content/home';
import { staticPageMetadata } from '@/lib/page-meta';
import { routes } from '@/lib/routes';

export const metadata = staticPageMetadata('home', routes.home);

export default function HomePage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold text-brand-900">{home.hero.heading}</h1>
    </div>
  );
}
