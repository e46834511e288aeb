// What happens to a path no page was built for (docs/features.md#unknown-paths), as a tiny inline
// script that runs in the exported 404 page before anything below it is parsed: a redirect happens
// before the first paint, and the not-found variants ('Blog Post Not Found', 'Campus not found')
// show their own text and tab title from the start. lib/routes.ts resolveUnknownPath is the same
// rule in TypeScript; a unit test runs both on the same paths.
import { blogPostPath, routes } from './routes';

/** The attribute the script sets on <html>: which variant of the 404 page to show. */
export const UNKNOWN_PATH_ATTRIBUTE = 'data-unknown-path';

export type UnknownPathVariant = 'redirect' | 'blog-post-not-found' | 'campus-not-found';

export interface UnknownPathScriptData {
  knownBlogIds: readonly number[];
  /** Tab titles of the two not-found variants. */
  titles: { blogPostNotFound: string; campusNotFound: string };
}

/** Plain ES5 (it runs before any polyfill); its hash goes into the page's CSP. */
export function unknownPathScript({ knownBlogIds, titles }: UnknownPathScriptData): string {
  const data = JSON.stringify({
    ids: knownBlogIds,
    home: routes.home,
    campuses: routes.campuses,
    blog: routes.blog,
    post: blogPostPath(0).replace(/0$/, ''),
    titles,
    attribute: UNKNOWN_PATH_ATTRIBUTE,
  });
  return `(function(d){var l=window.location,h=document.documentElement,p=l.pathname;
try{p=decodeURIComponent(p);}catch(e){}
if(p.length>1)p=p.replace(/\\/+$/,"")||"/";
var s=p.split("/").filter(Boolean);
function show(kind,title){h.setAttribute(d.attribute,kind);if(!title)return;document.title=title;
new MutationObserver(function(){if(document.title!==title)document.title=title;}).observe(document.head,{subtree:true,childList:true,characterData:true});}
function go(to){show("redirect");l.replace(to);}
if(s.length===2&&s[0]==="campuses")return go(d.campuses);
if(s.length===3&&"/"+s[0]===d.blog&&s[1]==="blog"){var id=parseInt(s[2],10);
if(!isNaN(id)&&d.ids.indexOf(id)>=0)return go(d.post+id);
return show("blog-post-not-found",d.titles.blogPostNotFound);}
if(s.length===3&&s[0]==="mandatory-disclosure"&&s[2]==="viewer")return show("campus-not-found",d.titles.campusNotFound);
go(d.home);})(${data});`;
}
