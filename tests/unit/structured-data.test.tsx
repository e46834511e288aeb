import { render } from '@testing-library/react';
import { JsonLd } from '@/components/seo/JsonLd';
import { campusIds } from '@/content/campuses';
import { siteIn } from '@/lib/site/site';
import { campusContactsIn } from '@/lib/campuses/campuses';
import {
  authorJsonLd,
  blogListJsonLd,
  blogPostJsonLd,
  readTimeToDuration,
  schoolPageJsonLd,
  serializeJsonLd,
  toPostalAddress,
  type JsonLdDocument,
  type JsonLdNode,
} from '@/lib/seo/structured-data';
import { posts } from '@/lib/blog/posts';

const site = siteIn('en');

/** What a search engine does: read the script text back as JSON. */
function roundTrip(doc: JsonLdDocument): { '@context': string; '@graph': JsonLdNode[] } {
  const { container } = render(<JsonLd data={doc} />);
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(script).not.toBeNull();
  return JSON.parse(script!.textContent ?? '');
}

const byType = (graph: JsonLdNode[], type: string) => graph.filter((n) => n['@type'] === type);
const isAbsolute = (value: unknown) => typeof value === 'string' && /^https?:\/\//.test(value);

describe('JSON-LD', () => {
  it('escapes < so no text can close the script element, and parses back unchanged', () => {
    const data = {
      '@context': 'https://schema.org' as const,
      '@graph': [{ '@type': 'Thing', name: '</script><script>alert(1)</script> & <!-- \u2028' }],
    };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json)).toEqual(data);
  });

  it('Home: the school as an EducationalOrganization with its three campuses', () => {
    const data = roundTrip(schoolPageJsonLd(undefined, 'en'));
    expect(data['@context']).toBe('https://schema.org');
    const [school] = byType(data['@graph'], 'EducationalOrganization');
    expect(school).toMatchObject({
      name: site.name,
      '@id': expect.stringContaining('#organization'),
    });
    expect(isAbsolute(school!.url) && isAbsolute(school!.logo)).toBe(true);
    expect(school!.sameAs).toEqual(site.social.map((s) => s.href));

    const campuses = school!.subOrganization as JsonLdNode[];
    expect(campuses).toHaveLength(3);
    for (const contact of campusContactsIn('en')) {
      const campus = campuses.find((c) => c.name === contact.heading);
      expect(campus).toMatchObject({
        '@type': 'School',
        url: `${new URL(`/campuses/${contact.campusId}`, site.url).href}`,
        telephone: [contact.phones.primary, contact.phones.secondary],
        parentOrganization: { '@id': school!['@id'] },
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Chhatrapati Sambhajinagar',
          postalCode: '431000',
          addressCountry: 'IN',
        },
      });
      const address = campus!.address as Record<string, string>;
      expect(`${address.streetAddress}, ${address.addressLocality} ${address.postalCode}`).toBe(
        contact.address,
      );
    }
    expect(byType(data['@graph'], 'BreadcrumbList')).toHaveLength(0);
  });

  it('campus pages add Home › Our Campuses › campus breadcrumbs', () => {
    for (const id of campusIds) {
      const graph = roundTrip(schoolPageJsonLd(id, 'en'))['@graph'];
      expect(byType(graph, 'EducationalOrganization')).toHaveLength(1);
      const [crumbs] = byType(graph, 'BreadcrumbList');
      const items = crumbs!.itemListElement as Record<string, unknown>[];
      expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
      expect(items.map((i) => new URL(i.item as string).pathname)).toEqual([
        '/',
        '/campuses',
        `/campuses/${id}`,
      ]);
      expect(items.every((i) => typeof i.name === 'string' && i.name)).toBe(true);
    }
  });

  it('every post: a BlogPosting with the fields search engines require, and breadcrumbs', () => {
    for (const post of posts()) {
      const graph = roundTrip(blogPostJsonLd(post, 'en'))['@graph'];
      const [article] = byType(graph, 'BlogPosting');
      expect(article).toMatchObject({
        headline: post.title,
        description: post.excerpt,
        datePublished: post.date,
        articleSection: post.category,
        publisher: { '@type': 'EducationalOrganization', name: site.name },
      });
      expect((article!.headline as string).length).toBeLessThanOrEqual(110);
      expect((article!.image as string[]).every(isAbsolute)).toBe(true);
      expect(isAbsolute(article!.url)).toBe(true);
      expect((article!.author as JsonLdNode).name).toBeTruthy();
      expect(article!.wordCount).toBeGreaterThan(50);
      const [crumbs] = byType(graph, 'BreadcrumbList');
      const items = crumbs!.itemListElement as Record<string, unknown>[];
      expect(items.map((i) => i.name)).toEqual(['Home', 'Aurora Blog', post.title]);
    }
  });

  it('the blog list: a Blog of all posts', () => {
    const [blog] = byType(roundTrip(blogListJsonLd('en'))['@graph'], 'Blog');
    expect((blog!.blogPost as JsonLdNode[]).map((p) => p.headline)).toEqual(
      posts().map((p) => p.title),
    );
  });

  it('tells people from teams, and reads the read time', () => {
    expect(authorJsonLd('Mrs. Kavita Joshi, Senior Mathematics Teacher')).toEqual({
      '@type': 'Person',
      name: 'Mrs. Kavita Joshi',
      description: 'Senior Mathematics Teacher',
    });
    expect(authorJsonLd('Academic Office')).toEqual({
      '@type': 'Organization',
      name: 'Academic Office',
    });
    expect(readTimeToDuration('4 min read')).toBe('PT4M');
    expect(readTimeToDuration('quick read')).toBeUndefined();
  });

  it('keeps an address it cannot split as one street line', () => {
    const region = { addressRegion: 'Maharashtra', addressCountry: 'IN' };
    expect(toPostalAddress('Somewhere without a PIN', region)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Somewhere without a PIN',
      ...region,
    });
  });
});
