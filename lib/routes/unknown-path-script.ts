// What happens to a path no page was built for (docs/features.md#unknown-paths), as a tiny inline
// script that runs in the exported 404 page before anything below it is parsed: a redirect happens
// before the first paint, and the not-found variants ('Blog Post Not Found', 'Campus not found')
// show their own text and tab title from the start. Under /mr and /hi the same rules apply within
// that language: its pages, and the variants in its words. lib/routes/routes.ts resolveUnknownPath is the
// same rule in TypeScript; a unit test runs both on the same paths.
import { translatedLocales, type TranslatedLocale } from '@/lib/i18n/locales';
import { blogPostPath, routes } from './routes';
import {
  UNKNOWN_PATH_ATTRIBUTE,
  UNKNOWN_PATH_LOCALE_ATTRIBUTE,
  type NotFoundTitles,
} from './unknown-path-attributes';

export * from './unknown-path-attributes';

export interface UnknownPathScriptData {
  knownBlogIds: readonly number[];
  titles: NotFoundTitles;
  /** The titles in Marathi and Hindi (the English ones where absent). */
  localeTitles?: Partial<Record<TranslatedLocale, NotFoundTitles>>;
}

/** Plain ES5 (it runs before any polyfill); its hash goes into the page's CSP. */
export function unknownPathScript({
  knownBlogIds,
  titles,
  localeTitles = {},
}: UnknownPathScriptData): string {
  const data = JSON.stringify({
    ids: knownBlogIds,
    home: routes.home,
    campuses: routes.campuses,
    blog: routes.blog,
    post: blogPostPath(0).replace(/0$/, ''),
    titles,
    localeTitles,
    locales: translatedLocales,
    attribute: UNKNOWN_PATH_ATTRIBUTE,
    localeAttribute: UNKNOWN_PATH_LOCALE_ATTRIBUTE,
  });
  return `(function(d){var l=window.location,h=document.documentElement,p=l.pathname,loc="",t=d.titles;
try{p=decodeURIComponent(p);}catch(e){}
if(p.length>1)p=p.replace(/\\/+$/,"")||"/";
var m=/^\\/([a-z]+)(\\/.*)?$/.exec(p);
if(m&&d.locales.indexOf(m[1])>=0){loc=m[1];p=m[2]||"/";t=d.localeTitles[loc]||t;}
var s=p.split("/").filter(Boolean);
function at(to){return loc?(to==="/"?"/"+loc:"/"+loc+to):to;}
function show(kind,title){h.setAttribute(d.attribute,kind);if(loc&&kind!=="redirect")h.setAttribute(d.localeAttribute,loc);if(!title)return;document.title=title;
new MutationObserver(function(){if(document.title!==title)document.title=title;}).observe(document.head,{subtree:true,childList:true,characterData:true});}
function go(to){show("redirect");l.replace(at(to));}
if(s.length===2&&s[0]==="campuses")return go(d.campuses);
if(s.length===3&&"/"+s[0]===d.blog&&s[1]==="blog"){var id=parseInt(s[2],10);
if(!isNaN(id)&&d.ids.indexOf(id)>=0)return go(d.post+id);
return show("blog-post-not-found",t.blogPostNotFound);}
if(s.length===3&&s[0]==="mandatory-disclosure"&&s[2]==="viewer")return show("campus-not-found",t.campusNotFound);
go(d.home);})(${data});`;
}
