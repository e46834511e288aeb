// Types of security-headers.mjs for the TypeScript tests.
export declare const SECURITY_HEADERS: Record<string, string>;
export declare const CACHE_RULES: Record<'html' | 'nextStatic' | 'images' | 'documents', string>;
