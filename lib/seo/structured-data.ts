// schema.org JSON-LD for search engines: the school (EducationalOrganization) with its three
// campuses, blog posts (BlogPosting), the blog (Blog) and breadcrumbs (BreadcrumbList).
// The builders are pure (everything comes in as arguments); the page helpers at the end
// (schoolPageJsonLd, blogListJsonLd, blogPostJsonLd) feed them from content/, in the page's
// language (English by default): its names and texts, its addresses, its `inLanguage`.
// Server-only.
import { pageMetaIn, siteIn } from '@/lib/site/site';
import { campusContactsIn, campusesIn } from '@/lib/campuses/campuses';
import { posts } from '@/lib/blog/posts';
import 'server-only';
import { postalRegion, siteSettings } from '@/content/site';
import type { BlogPost, CampusId } from '@/content/schema';
import { DEFAULT_LOCALE, htmlLang, localePath, type Locale } from '@/lib/i18n/locales';
import { postBodyText } from '@/lib/blog/post-body';
import { servedSrc } from '@/lib/images';
import { blogPostPath, campusPath, routes } from '@/lib/routes/routes';

export const SCHEMA_CONTEXT = 'https://schema.org';

export interface JsonLdNode {
  '@type': string;
  [property: string]: unknown;
}

export interface JsonLdDocument {
  '@context': typeof SCHEMA_CONTEXT;
  '@graph': JsonLdNode[];
}

export interface SchoolInfo {
  name: string;
  /** The site's origin, e.g. 'https://www.aurora-school.example'. */
  origin: string;
  description: string;
  logo: string;
  sameAs: string[];
  region: { addressRegion: string; addressCountry: string };
  /** The city the campuses are in, and its former name where it was renamed. */
  city: { name: string; formerName?: string };
}

export interface CampusInfo {
  name: string;
  path: string;
  description: string;
  image: string;
  /** One line, ending in '<locality> <6-digit PIN>', as the footer shows it. */
  address: string;
  telephones: string[];
}

export interface Crumb {
  name: string;
  path: string;
}

const abs = (origin: string, path: string) => new URL(path, origin).href;

export const organizationId = (origin: string) => `${abs(origin, '/')}#organization`;

/** Splits 'street, …, Locality 431000' into a PostalAddress; keeps the line whole otherwise. */
export function toPostalAddress(address: string, region: SchoolInfo['region']): JsonLdNode {
  const match = /^(.+),\s*([^,]+?)\s+(\d{6})$/.exec(address.trim());
  return {
    '@type': 'PostalAddress',
    streetAddress: match ? match[1] : address.trim(),
    ...(match ? { addressLocality: match[2], postalCode: match[3] } : {}),
    addressRegion: region.addressRegion,
    addressCountry: region.addressCountry,
  };
}

export function schoolJsonLd(school: SchoolInfo, campuses: readonly CampusInfo[]): JsonLdNode {
  const id = organizationId(school.origin);
  return {
    '@type': 'EducationalOrganization',
    '@id': id,
    name: school.name,
    url: abs(school.origin, '/'),
    description: school.description,
    logo: abs(school.origin, school.logo),
    sameAs: school.sameAs,
    areaServed: {
      '@type': 'City',
      name: school.city.name,
      ...(school.city.formerName && { alternateName: school.city.formerName }),
    },
    subOrganization: campuses.map((campus) => ({
      '@type': 'School',
      '@id': `${abs(school.origin, campus.path)}#school`,
      name: campus.name,
      url: abs(school.origin, campus.path),
      description: campus.description,
      image: abs(school.origin, campus.image),
      address: toPostalAddress(campus.address, school.region),
      telephone: campus.telephones,
      parentOrganization: { '@id': id },
    })),
  };
}

export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: abs(origin, crumb.path),
    })),
  };
}

/** Named people ('Mrs. Kavita Joshi, Senior Mathematics Teacher') vs teams ('Academic Office'). */
export function authorJsonLd(author: string): JsonLdNode {
  if (/^(Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s/.test(author)) {
    const [name = author, ...role] = author.split(',');
    return {
      '@type': 'Person',
      name: name.trim(),
      ...(role.length ? { description: role.join(',').trim() } : {}),
    };
  }
  return { '@type': 'Organization', name: author };
}

/** '4 min read' → 'PT4M' (ISO 8601 duration); undefined when there is no minute figure. */
export function readTimeToDuration(readTime: string): string | undefined {
  const minutes = /(\d+)\s*min/i.exec(readTime)?.[1];
  return minutes ? `PT${Number(minutes)}M` : undefined;
}

export function blogPostingJsonLd(
  school: Pick<SchoolInfo, 'name' | 'origin' | 'logo'>,
  post: BlogPost,
  path: string,
  /** The post's own language: blog posts are written in English. */
  inLanguage: string = htmlLang[DEFAULT_LOCALE],
): JsonLdNode {
  const url = abs(school.origin, path);
  const words = postBodyText(post.content).split(/\s+/).filter(Boolean).length;
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.excerpt,
    image: [abs(school.origin, servedSrc(post.image.src))],
    datePublished: post.date,
    dateModified: post.date,
    author: authorJsonLd(post.author),
    publisher: {
      '@type': 'EducationalOrganization',
      '@id': organizationId(school.origin),
      name: school.name,
      logo: { '@type': 'ImageObject', url: abs(school.origin, school.logo) },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    wordCount: words,
    timeRequired: readTimeToDuration(post.readTime),
    inLanguage,
  };
}

export function blogJsonLd(
  school: Pick<SchoolInfo, 'origin'>,
  blog: { name: string; description: string; path: string; inLanguage?: string },
  posts: readonly { post: BlogPost; path: string }[],
): JsonLdNode {
  return {
    '@type': 'Blog',
    name: blog.name,
    description: blog.description,
    url: abs(school.origin, blog.path),
    ...(blog.inLanguage && { inLanguage: blog.inLanguage }),
    publisher: { '@id': organizationId(school.origin) },
    blogPost: posts.map(({ post, path }) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: abs(school.origin, path),
      datePublished: post.date,
      image: abs(school.origin, servedSrc(post.image.src)),
      author: authorJsonLd(post.author),
    })),
  };
}

export function jsonLdDocument(nodes: readonly JsonLdNode[]): JsonLdDocument {
  return { '@context': SCHEMA_CONTEXT, '@graph': [...nodes] };
}

/**
 * JSON for a <script type="application/ld+json">: '<', '>' and '&' become \u escapes, so no
 * text in the data can close the script element or open a comment; JSON parsers read them back.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// ——— The site's own data, in a page's language ———

/** The school, named and described in `locale`. */
export function schoolIn(locale: Locale): SchoolInfo {
  const words = siteIn(locale);
  return {
    name: words.name,
    origin: siteSettings.url,
    description: words.description,
    logo: words.logo.src,
    sameAs: words.social.map((link) => link.href),
    region: postalRegion,
    city: {
      name: words.cityName,
      ...(words.cityFormerName && { formerName: words.cityFormerName }),
    },
  };
}

/** The campuses, named and described in `locale`, with their pages in it. */
export function campusInfosIn(locale: Locale): CampusInfo[] {
  const campusContacts = campusContactsIn(locale);
  const campuses = campusesIn(locale);
  return campusContacts.map((contact) => {
    const detail = campuses.find((campus) => campus.campusId === contact.campusId);
    if (!detail) throw new Error(`content/campuses.ts has no campus "${contact.campusId}"`);
    return {
      name: contact.heading,
      path: localePath(locale, campusPath(contact.campusId)),
      description: detail.description,
      image: servedSrc((detail.heroImage ?? detail.image).src),
      address: contact.address,
      telephones: [contact.phones.primary, contact.phones.secondary],
    };
  });
}

/** Breadcrumbs of a page in `locale`: its home page first, the English paths moved to it. */
export function crumbsIn(locale: Locale, crumbs: readonly Crumb[]): Crumb[] {
  return [
    { name: pageMetaIn(locale).home.title, path: localePath(locale, routes.home) },
    ...crumbs.map((crumb) => ({ ...crumb, path: localePath(locale, crumb.path) })),
  ];
}

/** Home and campus pages: the school with its campuses; a campus page adds its breadcrumb. */
export function schoolPageJsonLd(campusId: CampusId | undefined, locale: Locale): JsonLdDocument {
  const campuses = campusesIn(locale);
  const pageMeta = pageMetaIn(locale);
  const campus = campuses.find((c) => c.campusId === campusId);
  return jsonLdDocument([
    schoolJsonLd(schoolIn(locale), campusInfosIn(locale)),
    ...(campus
      ? [
          breadcrumbJsonLd(
            siteSettings.url,
            crumbsIn(locale, [
              { name: pageMeta.campuses.title, path: routes.campuses },
              { name: campus.name, path: campusPath(campus.campusId) },
            ]),
          ),
        ]
      : []),
  ]);
}

export function blogListJsonLd(locale: Locale): JsonLdDocument {
  const pageMeta = pageMetaIn(locale);
  return jsonLdDocument([
    blogJsonLd(
      schoolIn(locale),
      {
        name: pageMeta.blog.title,
        description: pageMeta.blog.description,
        path: localePath(locale, routes.blog),
        inLanguage: htmlLang[locale],
      },
      posts().map((post) => ({ post, path: localePath(locale, blogPostPath(post.id)) })),
    ),
  ]);
}

export function blogPostJsonLd(post: BlogPost, locale: Locale): JsonLdDocument {
  const path = blogPostPath(post.id);
  const pageMeta = pageMetaIn(locale);
  return jsonLdDocument([
    blogPostingJsonLd(schoolIn(locale), post, localePath(locale, path)),
    breadcrumbJsonLd(
      siteSettings.url,
      crumbsIn(locale, [
        { name: pageMeta.blog.title, path: routes.blog },
        { name: post.title, path },
      ]),
    ),
  ]);
}

/**
 * A page's breadcrumbs in `locale`: the pages above it below home, then itself, by their English
 * paths ([{ name: 'Fees', path: '/fees' }] for a page one step below home).
 */
export function breadcrumbsJsonLd(crumbs: readonly Crumb[], locale: Locale): JsonLdDocument {
  return jsonLdDocument([breadcrumbJsonLd(siteSettings.url, crumbsIn(locale, crumbs))]);
}
