import { siteIn } from '@/lib/site/site';
import { disclosurePageJsonLd } from '@/lib/disclosure/disclosure-json-ld';

const site = siteIn('en');

describe('disclosure breadcrumbs', () => {
  it('Home › Mandatory Public Disclosure › campus › document', () => {
    const data = disclosurePageJsonLd(
      { id: 'city', name: 'City Campus' },
      { id: 'noc', title: 'No-objection certificate' },
      'en',
    );
    expect(data['@graph']).toEqual([
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          ['Home', '/'],
          ['Mandatory Public Disclosure', '/mandatory-disclosure'],
          ['City Campus', '/mandatory-disclosure/city'],
          ['No-objection certificate', '/mandatory-disclosure/city/documents/noc'],
        ].map(([name, path], index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name,
          item: new URL(path!, site.url).href,
        })),
      },
    ]);
  });

  it('a campus page ends at the campus', () => {
    const crumbs = disclosurePageJsonLd({ id: 'airport', name: 'Airport Campus' }, undefined, 'en')[
      '@graph'
    ][0]!.itemListElement as { name: string }[];
    expect(crumbs.map((c) => c.name)).toEqual([
      'Home',
      'Mandatory Public Disclosure',
      'Airport Campus',
    ]);
  });
});
