// What lib/observatory-grade.ts grades: one HTTPS response and its HTTP redirect chain.

export interface ObservedResponse {
  /** The HTTPS URL that answered 200. */
  url: string;
  /** Its headers, one entry per header line (a repeated header appears twice). */
  headers: Array<{ name: string; value: string }>;
  /** Its body (for <meta http-equiv> policies and the scripts it loads). */
  html: string;
  /** The redirect chain starting at the http:// URL, ending at the final URL; [] if HTTP is closed. */
  httpRedirects: Array<{ url: string; status: number }>;
}

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
}

export interface Grade {
  score: number;
  grade: string;
  tests: TestResult[];
  /** Whether 'unsafe-inline' appears in any policy at all (the site allows none). */
  unsafeInline: boolean;
}

export function headerValues(response: ObservedResponse, name: string): string[] {
  return response.headers
    .filter((header) => header.name.toLowerCase() === name)
    .map((header) => header.value);
}

/** The content of every <meta http-equiv="name" content="…"> in the page. */
export function metaValues(html: string, name: string): string[] {
  const values: string[] = [];
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/gi)) {
    const equiv = /http-equiv=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    const content = /content="([^"]*)"|content='([^']*)'/i.exec(tag);
    if (equiv?.toLowerCase() === name && content) values.push(content[1] ?? content[2] ?? '');
  }
  return values;
}

/** One policy; a repeated directive makes it invalid, as for the Observatory. */
